# Runs Python snippets one after another in this one process, so python3 and `requests` start once
# instead of once per snippet. Each job is a JSON line on stdin; each answer a JSON line on fd 3
# (the snippet's own output is captured, so it can never be mistaken for an answer).
#
# A run job executes the snippet file as written, as `python3 snippet.py` would: in a fresh
# `__main__` namespace, from its own folder, with exactly the environment it was given.
# A parse job parses source with Python's own parser.
import ast
import builtins
import contextlib
import io
import json
import os
import sys
import time
import traceback

answers = os.fdopen(3, "w", encoding="utf-8")


def captured():
    return io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="backslashreplace", write_through=True)


def text_of(stream):
    stream.flush()
    return stream.buffer.getvalue().decode("utf-8", "backslashreplace")


def instant_sleep(seconds):
    # A job's polling pace (time.sleep in the snippet) ends at once: the emulator answers "still
    # running" a set number of times, not for a set time. A value time.sleep refuses still fails.
    wait(0 if isinstance(seconds, (int, float)) and seconds >= 0 else seconds)


wait = time.sleep


def run(job):
    path = os.path.join(job["dir"], job["file"])
    os.chdir(job["dir"])
    os.environ.clear()
    os.environ.update(job["env"])
    sys.argv = [job["file"]]
    out, err = captured(), captured()
    ok = True
    # The jobs arrive on the real stdin: a snippet reading stdin gets end of input instead.
    sys.stdin = io.StringIO("")
    time.sleep = instant_sleep
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            # Bytes, so a coding cookie or a BOM is read as the interpreter reads a file.
            with open(path, "rb") as source:
                code = compile(source.read(), job["file"], "exec")
            exec(code, {"__name__": "__main__", "__file__": path, "__builtins__": builtins})
        except SystemExit as stop:
            # What the interpreter does on exit: None and 0 succeed, other values fail (text printed).
            if stop.code not in (None, 0):
                ok = False
                if not isinstance(stop.code, int):
                    print(stop.code, file=sys.stderr)
        except BaseException:
            ok = False
            traceback.print_exc()
        finally:
            time.sleep = wait
    return {"ok": ok, "stdout": text_of(out), "stderr": text_of(err)}


def parse(job):
    try:
        ast.parse(job["source"])
        return {"ok": True, "stdout": "", "stderr": ""}
    except SyntaxError as error:
        return {"ok": False, "stdout": "", "stderr": "".join(traceback.format_exception_only(error))}


jobs = sys.stdin
for line in jobs:
    job = json.loads(line)
    answer = run(job) if job["kind"] == "run" else parse(job)
    answers.write(json.dumps(answer) + "\n")
    answers.flush()
