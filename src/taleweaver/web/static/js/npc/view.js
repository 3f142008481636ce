// Talk to an NPC: the game state lives in the browser; POST /npc/turn runs the Python client library.
import { avatarFigure } from "../avatar.js";
import { confirmWipe } from "../core/confirm.js";
import { clear, follow, h } from "../core/dom.js";
import { isAbort } from "../core/http.js";
import { modelNote, roleModels } from "../settings/models.js";
import { orb, setOrb } from "../voice/orb.js";
import { speakLines, stopSpeaking } from "../voice/speech.js";
import { npcTurn, startGame } from "./api.js";
import { forgetGame, loadLog, loadState, storeLog, storeState } from "./store.js";

/** @typedef {import("./store.js").Said} Said */

/** @type {import("../app.js").View} */
export async function showNpc(view, { signal, ui }) {
  const start = await startGame(signal);
  let state = loadState() || start.state;
  let said = loadLog();
  let npcId = start.npcs[0]?.id || null;
  /** @type {AbortController | null} */
  let asking = null;

  const picker = h("ul", { class: "npcs", "aria-label": "Who to talk to" });
  const log = h("div", { class: "log", role: "log", "aria-label": "Conversation", "aria-live": "polite", tabindex: "0" });
  const moves = h("ul", { class: "moves", "aria-label": "Moves this turn" });
  const input = /** @type {HTMLInputElement} */ (h("input", { id: "utterance", type: "text", maxlength: "2000", autocomplete: "off" }));
  const sendButton = /** @type {HTMLButtonElement} */ (h("button", { type: "submit", text: "Send" }));
  const cancel = h("button", { type: "button", class: "cancel", text: "Cancel", hidden: true, onclick: () => asking?.abort() });
  const form = h("form", { class: "say" }, h("label", { for: "utterance", text: "Say something" }), input, sendButton, cancel);
  const meterLabel = h("span", { id: "disposition-label" });
  const meter = /** @type {HTMLMeterElement} */ (h("meter", { min: "-100", max: "100", low: "-30", high: "30", optimum: "100", "aria-labelledby": "disposition-label" }));
  const quests = h("ul", { class: "quests" });
  const inventory = h("ul", { class: "inventory" });
  const note = h("div", { class: "model-notes" });
  const avatar = avatarFigure(signal);
  view.append(h("section", { class: "npc" },
    h("div", { class: "play-head" }, avatar.figure, h("h1", { text: "Talk to NPCs" }), orb(),
      h("button", { type: "button", text: "New game", onclick: askNewGame })),
    note, picker,
    h("div", { class: "npc-grid" },
      h("div", {}, log, h("h2", { text: "What happened" }), moves, form),
      h("div", { class: "side" },
        h("h2", { text: "Disposition" }), h("p", {}, meterLabel), meter,
        h("h2", { text: "Quests" }), quests,
        h("h2", { text: "Inventory" }), inventory))));

  roleModels({ signal }).then((roles) => {
    const told = modelNote(roles.npc, {
      none: "No model is plugged in for the characters: they answer with their stock lines.",
      demo: "The characters speak through a tiny demo model: each reply takes about a minute and may not make sense. You can cancel a reply",
    });
    if (told) note.append(told);
  }, () => {});

  /** @param {string} id */
  const nameOf = (id) => start.npcs.find((n) => n.id === id)?.name || id;

  /** @param {Said} line */
  function lineOf(line) {
    if (line.note) return h("p", { class: "note", text: line.text });
    return h("p", { class: line.you ? "line you" : "line" }, h("b", { text: line.you ? "You:" : `${nameOf(line.speaker)}:` }), " ", h("span", { text: line.text }));
  }

  /** @param {Said} line */
  function addToLog(line) {
    said.push(line);
    log.append(lineOf(line));
    follow(log); // the newest reply stays in view
  }

  function renderPicker() {
    clear(picker);
    for (const npc of start.npcs) {
      picker.append(h("li", {}, h("button", {
        type: "button", "aria-pressed": String(npc.id === npcId), text: `${npc.name} (${npc.role})`,
        onclick: () => { npcId = npc.id; renderPicker(); renderSide(); input.focus(); },
      })));
    }
  }

  function disposition() {
    const member = (state.canon_log.party || []).find((m) => m.id === npcId);
    return member ? member.disposition : state.game.npc_dispositions[npcId || ""] || 0;
  }

  /** @param {string} [standing] */
  function renderSide(standing) {
    const value = disposition();
    meter.value = value;
    meterLabel.textContent = `${nameOf(npcId || "")}: ${value}${standing ? ` (${standing})` : ""}`;
    clear(quests);
    for (const q of state.canon_log.active_quests || []) quests.append(h("li", { text: `${start.quests[q.id] || q.id} — ${q.status}` }));
    if (!quests.children.length) quests.append(h("li", { text: "No quests yet." }));
    clear(inventory);
    for (const [item, count] of Object.entries(state.game.inventory || {})) inventory.append(h("li", { text: `${start.items[item] || item} × ${count}` }));
    if (!inventory.children.length) inventory.append(h("li", { text: "Nothing." }));
  }

  /** @param {boolean} on */
  function lock(on) {
    input.disabled = on;
    sendButton.disabled = on;
    cancel.hidden = !on;
  }

  /** @param {string} text */
  async function send(text) {
    if (asking || !npcId) return;
    const who = npcId;
    stopSpeaking(); // the player spoke: the NPC stops talking
    ui.clearError();
    addToLog({ speaker: "you", text, you: true });
    const mine = new AbortController();
    asking = mine;
    signal.addEventListener("abort", () => mine.abort(), { once: true, signal: mine.signal });
    lock(true);
    setOrb("thinking");
    try {
      const result = await npcTurn(state, who, text, mine.signal);
      state = result.state;
      storeState(state);
      const turn = result.turn;
      addToLog({ speaker: who, text: turn.display_text || "…" });
      clear(moves);
      for (const m of turn.valid_moves) moves.append(h("li", { class: "applied", text: m }));
      for (const d of turn.dropped_moves) moves.append(h("li", { class: "dropped", text: `${d.move} — ${d.reason}` }));
      for (const f of turn.facts) moves.append(h("li", { class: "fact", text: `Learned: ${f}` }));
      if (turn.degraded) moves.append(h("li", { class: "note", text: `${nameOf(who)} answered with a stock line: the model could not answer this time.` }));
      if (!moves.children.length) moves.append(h("li", { text: "No moves this turn." }));
      if (turn.ended) addToLog({ speaker: who, text: `${nameOf(who)} has ended the conversation.`, note: true });
      renderSide(result.standing);
      setOrb("idle");
      const voice = start.npcs.find((n) => n.id === who)?.voice || null;
      speakLines([{ speaker: who, text: turn.display_text, voice }]);
    } catch (err) {
      setOrb("idle");
      if (isAbort(err) && !signal.aborted) addToLog({ speaker: who, text: "Cancelled.", note: true });
      else if (!signal.aborted) ui.showError(err);
    } finally {
      asking = null;
      storeLog(said);
      if (!signal.aborted) {
        lock(false);
        input.focus();
      }
    }
  }

  async function askNewGame() {
    if (said.length && !(await confirmWipe({
      title: "Start a new game?",
      body: "The conversations, quests and items of this game will be lost.",
      yes: "New game",
      no: "Keep playing",
    }))) return;
    asking?.abort();
    stopSpeaking();
    forgetGame();
    state = start.state;
    said = [];
    clear(log);
    clear(moves);
    renderSide();
  }

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text || !npcId || asking) return;
    input.value = "";
    send(text);
  }, { signal });
  renderPicker();
  renderSide();
  for (const line of said) log.append(lineOf(line));
  follow(log);
  return stopSpeaking; // the NPC's voice ends with the page (a reply under way goes with the signal)
}
