/**
 * The theme choice is kept in the browser's local storage under this key: "light" or "dark"; no
 * entry means "follow the system". The root element carries the same word as `data-theme`.
 */
export const THEME_STORAGE_KEY = "theme";

const key = JSON.stringify(THEME_STORAGE_KEY);

/**
 * Runs in `<head>` before the body is parsed, so the first paint is already in the stored theme.
 * It also narrows the color-scheme meta tag, so the canvas and form controls agree before the
 * stylesheet arrives. Storage can be refused (privacy modes): then the system scheme applies.
 */
export const THEME_HEAD_SCRIPT = `try{const t=localStorage.getItem(${key});if(t==="light"||t==="dark"){document.documentElement.dataset.theme=t;document.querySelector('meta[name="color-scheme"]').content=t}}catch{}`;

/**
 * Runs right after the control is parsed: shows it (it stays hidden without JavaScript, where it
 * could do nothing), sets it to the stored choice, applies and stores changes, and follows changes
 * made in other tabs. Plain script, so pages without islands load no React for it.
 */
export const THEME_CONTROL_SCRIPT = `(()=>{const box=document.currentScript.previousElementSibling,select=box.querySelector("select"),root=document.documentElement,meta=document.querySelector('meta[name="color-scheme"]');const apply=(t)=>{const fixed=t==="light"||t==="dark";if(fixed)root.dataset.theme=t;else delete root.dataset.theme;if(meta)meta.content=fixed?t:"light dark";select.value=fixed?t:"system"};try{apply(localStorage.getItem(${key}))}catch{apply(null)}select.addEventListener("change",()=>{apply(select.value);try{if(select.value==="system")localStorage.removeItem(${key});else localStorage.setItem(${key},select.value)}catch{}});addEventListener("storage",(e)=>{if(e.key===${key}||e.key===null)apply(e.newValue)});box.hidden=false})()`;
