// Playing an authored story: the view wires the game (play/game.js: the record and the actions) to its
// screen (play/screen.js: layout and drawing), the number keys and the speech.
import { h } from "../core/dom.js";
import { plugInHelp, roleModels } from "../settings/models.js";
import { listenToSpeech, stopSpeaking } from "../voice/speech.js";
import { storyCard } from "./api.js";
import { PlayGame } from "./game.js";
import { PlayScreen } from "./screen.js";

/** The narrator's menu (#/narrator): the same page, opened with no story; the title and the speakers'
 * names follow the story entered (its card is fetched then) and come back at the menu. */
export const MENU_CARD = Object.freeze({ id: "", title: "The narrator's menu", speakers: { narrator: "Narrator" }, scenes: {}, places: {} });

/** @type {import("../app.js").View} */
export async function showMenu(view, context) {
  return await showPlay(view, { ...context, arg: "" });
}

/** @type {import("../app.js").View} */
export async function showPlay(view, { signal, ui, arg: storyId }) {
  let story;
  try {
    story = storyId ? await storyCard(storyId, signal) : structuredClone(MENU_CARD);
  } catch (err) {
    view.append(h("h1", { text: "Story not available" }), h("p", {}, h("a", { href: "#/", text: "Back to the library" })));
    throw err;
  }
  const game = new PlayGame(storyId, signal, ui);
  const screen = new PlayScreen(story, signal, {
    send: (text) => game.send(text),
    back: () => game.back(),
    askRestart: () => game.askRestart(),
    playAgain: () => game.restart(),
    save: () => game.save(),
    load: (file) => game.load(file),
    cancel: () => game.cancel(),
  });
  game.screen = screen;
  if (!storyId) {
    // At the menu the story entered brings its own card (names, scenes, places); leaving it, the menu's.
    game.onStory = async (id) => {
      screen.setStory(id ? await storyCard(id, signal) : structuredClone(MENU_CARD));
    };
  }
  view.append(screen.element);

  // Keys 1–9 choose an option (not while typing in a text box).
  document.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    if (e.altKey || e.ctrlKey || e.metaKey || !/^[1-9]$/.test(e.key)) return;
    if (screen.choose(e.key)) e.preventDefault();
  }, { signal });

  // "Speaking:" names whoever says the line being spoken aloud.
  listenToSpeech((event) => {
    if (event.type === "line") screen.showSpeaker(event.line.speaker);
  }, signal);

  // A story voiced by a tiny demo model (an operator's explicit pick) is slow: say so.
  roleModels({ signal }).then((roles) => {
    const narrator = roles.narrator;
    if (!narrator?.demo) return;
    screen.modelNote.append(h("div", { class: "model-note demo", role: "note" },
      h("p", { text: `This story is voiced by a tiny demo model (${narrator.name}): a turn in your own words can take a minute. Cancel stops waiting; the numbered options stay quick.` }),
      plugInHelp()));
  }, () => {});

  await game.open();
  return stopSpeaking; // the story's voice ends with the page (requests and listeners go with the signal)
}
