// Tiny DOM helpers: build elements from nodes and text only (no markup strings: nothing to inject).

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "text") el.textContent = value;
    else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else el.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export function clear(el) {
  while (el.firstChild) el.firstChild.remove();
  return el;
}

// A colour per speaker, stable for a name, shown together with the initial and the name (never alone).
const PALETTE = ["#b5651d", "#6a4c93", "#1f7a4d", "#1c5d99", "#a4243b", "#0f7173", "#8a6d00"];
export function speakerColour(id) {
  if (id === "narrator") return "#4a5568";
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.codePointAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length];
}

// "The Balladeer" → "B": the initial of the name, not of its article.
function initial(name) {
  const words = String(name || "?").trim().split(/\s+/);
  const word = words.length > 1 && /^(the|a|an)$/i.test(words[0]) ? words[1] : words[0];
  return (word || "?").charAt(0).toUpperCase();
}

export function speakerBadge(id, name) {
  const badge = h("span", { class: "badge", "aria-hidden": "true", text: initial(name || id) });
  badge.style.setProperty("--speaker", speakerColour(id));
  return badge;
}

export function download(blob, filename) {
  const url = URL.createObjectURL(blob);
  const link = h("a", { href: url, download: filename, class: "hidden" });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
