// The library: bundled stories and every --stories folder, with broken folders and why.
import { getJson } from "./api.js";
import { h } from "./dom.js";

export async function showLibrary(view, ui) {
  view.append(h("h1", { text: "Library" }));
  const library = await getJson("/play/stories");
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
  if (!library.stories.length) view.append(h("p", { text: "No playable stories. Start the server with --stories DIR." }));
  if (library.broken.length) {
    const broken = h("section", { class: "broken", "aria-labelledby": "broken-title" },
      h("h2", { id: "broken-title", text: "Stories that cannot be played" }));
    const items = h("ul");
    for (const b of library.broken) items.append(h("li", { text: `⚠ ${b.message}` }));
    broken.append(items);
    view.append(broken);
  }
  if (!library.free_text) view.append(h("p", { class: "note", text: "Free text is off on this server (no sentence model); use the numbered options." }));
  const hint = new URLSearchParams(location.search).get("error");
  if (hint) ui.showError(hint);
}
