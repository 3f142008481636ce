// The library: bundled stories and every --stories folder, with the folders that cannot be played.
import { h } from "../core/dom.js";
import { fetchLibrary } from "./api.js";

/** The folder's own name (the server's path to it means nothing to a player). @param {string} path */
const folderName = (path) => path.split(/[\\/]/).filter(Boolean).at(-1) || path;

/** @type {import("../app.js").View} */
export async function showLibrary(view, { signal }) {
  view.append(h("h1", { text: "Library" }),
    h("ul", { class: "start-ways", "aria-label": "Or let the narrator lead" },
      h("li", {}, h("a", { href: "#/orb", class: "button orb-link", text: "Tap the orb and talk" }),
        h("span", { class: "note", text: " — the narrator greets you and plays a story by voice" })),
      h("li", {}, h("a", { href: "#/narrator", class: "button", text: "Talk to the narrator" }),
        h("span", { class: "note", text: " — the narrator's menu, in text: ask about a story, then play it" }))));
  const library = await fetchLibrary(signal);
  const list = h("ul", { class: "stories" });
  for (const story of library.stories) {
    list.append(
      h("li", {},
        h("a", { href: `#/play/${encodeURIComponent(story.id)}`, class: "story-link" },
          h("span", { class: "story-title", text: story.title })),
        h("p", { class: "story-description", text: story.description })),
    );
  }
  view.append(list);
  if (!library.stories.length) view.append(h("p", { text: "No stories to play yet: the server was started without any." }));
  if (library.broken.length) {
    const broken = h("section", { class: "broken", "aria-labelledby": "broken-title" },
      h("h2", { id: "broken-title", text: "Stories that cannot be played" }));
    const items = h("ul");
    for (const b of library.broken) {
      items.append(h("li", {}, `⚠ ${folderName(b.folder)}: this story has mistakes and cannot be played yet. `,
        h("details", {}, h("summary", { text: "Details" }), h("code", { text: b.message }))));
    }
    broken.append(items);
    view.append(broken);
  }
  if (!library.free_text) view.append(h("p", { class: "note", text: "Typing in your own words is off on this server; use the numbered options." }));
  return () => {}; // nothing beyond the signal to undo
}
