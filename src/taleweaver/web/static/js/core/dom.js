// Tiny DOM helpers: build elements from nodes and text only (no markup strings: nothing to inject).

/** @typedef {Node | string | number | null | undefined | false} Child */

/**
 * An element with attributes (`class`, `text`, `dataset`, `on<event>` listeners, the rest as attributes;
 * null/undefined/false leave one out) and children (nodes, or text).
 * @param {string} tag
 * @param {Record<string, unknown>} [attrs]
 * @param {...(Child | Child[])} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = String(value);
    else if (key === "text") el.textContent = String(value);
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), /** @type {EventListener} */ (value));
    else if (key === "dataset") Object.assign(el.dataset, value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** @template {Element} E @param {E} el @returns {E} */
export function clear(el) {
  el.replaceChildren();
  return el;
}

// A colour per speaker, stable for a name, shown with the initial and the name (never alone). Each one
// reads at WCAG AA (≥ 4.5:1) as text on the page and the panels, and under the badge's white initial.
const PALETTE = ["#9a5418", "#6a4c93", "#1f7a4d", "#1c5d99", "#a4243b", "#0f7173", "#735b00"];
/** @param {string} id */
export function speakerColour(id) {
  if (id === "narrator") return "#4a5568";
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + (ch.codePointAt(0) || 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] || "#4a5568";
}

/** "The Balladeer" → "B": the initial of the name, not of its article. @param {string} name */
function initial(name) {
  const words = String(name || "?").trim().split(/\s+/);
  const word = words.length > 1 && /^(the|a|an)$/i.test(words[0] || "") ? words[1] : words[0];
  return (word || "?").charAt(0).toUpperCase();
}

/** @param {string} id @param {string} [name] */
export function speakerBadge(id, name) {
  const badge = h("span", { class: "badge", "aria-hidden": "true", text: initial(name || id) });
  badge.style.setProperty("--speaker", speakerColour(id));
  return badge;
}

/** One spoken line: badge, name, text, in the speaker's colour. @param {string} speaker @param {string} name @param {string} text */
export function lineElement(speaker, name, text) {
  const p = h("p", { class: "line" }, speakerBadge(speaker, name),
    h("b", { class: "speaker-name", text: `${name}:` }), " ", h("span", { text }));
  p.style.setProperty("--speaker", speakerColour(speaker));
  return p;
}

/** Keep a scrolling log at its newest entry. @param {HTMLElement} log */
export function follow(log) {
  log.scrollTop = log.scrollHeight;
}

/** @param {Blob} blob @param {string} filename */
export function download(blob, filename) {
  const url = URL.createObjectURL(blob);
  const link = h("a", { href: url, download: filename, class: "hidden" });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
