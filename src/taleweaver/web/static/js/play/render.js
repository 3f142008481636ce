// Drawing a play turn: the log, the options, the scene map, the notes and the model panel.
import { clear, h, lineElement } from "../core/dom.js";
import { COMMAND_NOT_HERE, INTENT_KINDS, PAGE_HELP } from "../core/words.js";

/** @typedef {import("../types.js").TurnRow} TurnRow */
/** @typedef {import("../types.js").OptionRow} Option */
/** @typedef {import("./store.js").LogEntry} LogEntry */
/** @typedef {import("./api.js").StoryCard} StoryCard */

/** @param {LogEntry} entry @param {(id: string) => string} nameOf */
export function logEntryElement(entry, nameOf) {
  if (entry.you) return h("p", { class: "line you" }, h("b", { text: "You:" }), " ", h("span", { text: entry.text }));
  const line = lineElement(entry.speaker, nameOf(entry.speaker), entry.text);
  if (entry.reply) line.classList.add("reply");
  return line;
}

/**
 * The options as buttons named by their label (blocked ones stay focusable, with the reason beside them);
 * after an ending "The end." with Play again first, then the options the row still carries (a storyline's
 * end closes the storyline, not the map: scene moves and scene actions go on until the player leaves).
 * @param {HTMLElement} list
 * @param {TurnRow} row
 * @param {{choose: (number: string) => void, playAgain: () => void}} on
 */
export function renderOptions(list, row, on) {
  clear(list);
  const ended = row.state.ended;
  if (ended) {
    list.append(h("li", { class: "the-end" }, h("h2", { class: "end-title", tabindex: "-1", text: "The end." }),
      h("button", { type: "button", text: "Play again", onclick: on.playAgain }), " ",
      h("a", { href: "#/", class: "button", text: "Back to the library" })));
  }
  for (const o of row.options) {
    const blocked = o.available === false;
    const reasonId = `reason-${o.number}`;
    const button = h("button", {
      type: "button",
      class: blocked ? "option blocked" : "option",
      dataset: { number: String(o.number), kind: o.kind },
      "aria-disabled": blocked ? "true" : null,
      "aria-describedby": blocked ? reasonId : null,
      "aria-keyshortcuts": o.number <= 9 ? String(o.number) : null,
      text: o.label,
      onclick: () => on.choose(String(o.number)),
    });
    list.append(h("li", { class: blocked ? "blocked" : null },
      h("kbd", { "aria-hidden": "true", text: String(o.number) }), button,
      blocked ? h("span", { class: "reason", id: reasonId, text: `Blocked: ${o.reason || "not possible yet"}` }) : null));
  }
}

/** Where the player is, and which scenes are reachable or blocked (in words). @param {HTMLElement} list @param {TurnRow} row @param {StoryCard} card */
export function renderMap(list, row, card) {
  clear(list);
  const here = row.state.scene_id;
  if (here) list.append(h("li", { class: "here" }, h("span", { "aria-hidden": "true", text: "● " }), `${card.scenes[here] || here} (you are here)`));
  for (const o of row.options) {
    if (o.kind !== "scene") continue;
    const name = card.scenes[o.id] || o.id;
    if (o.available === false) list.append(h("li", { class: "blocked" }, h("span", { "aria-hidden": "true", text: "✕ " }), `${name} (blocked: ${o.reason})`));
    else list.append(h("li", { class: "reachable" }, h("span", { "aria-hidden": "true", text: "→ " }), `${name} (reachable)`));
  }
  if (!list.children.length) list.append(h("li", { text: "No scenes to show." }));
}

/** @param {string[]} labels */
function oneOf(labels) {
  if (labels.length < 2) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;
}

/**
 * What the turn's events say to the player: `replies` go into the log in the current speaker's voice
 * (clarifications, refusals), `notes` into the status line.
 * @param {TurnRow} row
 * @param {Option[]} before  the options offered before this turn (an intent names one of them)
 */
export function sayings(row, before) {
  /** @type {string[]} */
  const replies = [];
  /** @type {string[]} */
  const notes = [];
  for (const e of row.events) {
    if (e.type === "clarify") {
      const closest = e.options.map((o) => `“${o.label}”`);
      const hint = closest.length ? ` Did you mean ${oneOf(closest)}?` : "";
      replies.push(`I'm not sure which you mean.${hint} Pick an option, or say it another way.`);
    } else if (e.type === "blocked") replies.push(`Blocked: ${e.reason}`);
    else if (e.type === "error") replies.push(/(^|\s)\/[a-z]+/.test(e.message) ? COMMAND_NOT_HERE : e.message);
    else if (e.type === "intent") {
      const [prefix = "", ...rest] = e.key.split(":");
      const kind = INTENT_KINDS[/** @type {keyof typeof INTENT_KINDS} */ (prefix)];
      const chosen = before.find((o) => o.kind === kind && o.id === rest.join(":"));
      notes.push(`Understood as “${e.label || (chosen ? chosen.label : rest.join(":"))}”.`);
    } else if (e.type === "help") notes.push(PAGE_HELP);
    else if (e.type === "ended") notes.push("The story has ended.");
  }
  return { replies, notes };
}

/** The model panel's lines (shown only when a model plays the story). @param {TurnRow} row */
export function modelLines(row) {
  /** @type {string[]} */
  const lines = [];
  for (const e of row.events) {
    if (e.type === "tool_call") lines.push(`${e.accepted ? "✓ accepted" : "✗ refused"}: ${e.name}${e.reason ? ` — ${e.reason}` : ""}`);
    else if (e.type === "fallback") lines.push("↺ the model did not answer in time: the offline player took this turn");
    else if (e.type === "handoff") lines.push("↪ handed over to the storyteller");
  }
  return lines;
}
