import { openWhenWide } from "./disclosure-script.js";

/**
 * Opens the list where it is a column (72rem, as in navigation.css) and marks the entry of the
 * section being read: the last heading above the top third of the window, or, once the page is
 * scrolled to its end, the last heading in view (short final sections never reach the top). A classic
 * inline script, so it finds its own navigation through currentScript; it reads positions once per
 * frame and writes one attribute.
 */
export const ON_THIS_PAGE_SCRIPT = `(()=>{const n=document.currentScript.parentElement;${openWhenWide("72rem")}const l=[...n.querySelectorAll("a")];let t,f=0;const u=()=>{f=0;t??=l.map(a=>document.getElementById(a.getAttribute("href").slice(1)));const h=innerHeight,e=scrollY+h>=document.documentElement.scrollHeight-2?h:h/3;let c=0;t.forEach((x,i)=>{if(x?.getBoundingClientRect().top<e)c=i});for(const a of l)a.removeAttribute("aria-current");l[c].setAttribute("aria-current","true")},s=()=>{f||=requestAnimationFrame(u)};addEventListener("scroll",s);addEventListener("resize",s);addEventListener("DOMContentLoaded",u)})()`;
