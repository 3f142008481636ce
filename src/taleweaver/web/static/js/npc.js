// Talk to an NPC: the game state lives in localStorage; POST /npc/turn runs the Python client library.
import { getJson, postJson } from "./api.js";
import { avatarFigure } from "./avatar.js";
import { clear, h } from "./dom.js";
import { orb, setOrb, speakLines, stopSpeaking } from "./voice.js";

const KEY = "tw.npc.state";

export async function showNpc(view, ui) {
  const start = await getJson("/npc/start");
  let state = (() => {
    try {
      return JSON.parse(localStorage.getItem(KEY) || "null");
    } catch {
      return null;
    }
  })() || start.state;
  let npcId = start.npcs[0]?.id || null;
  const ended = new Set();

  const picker = h("ul", { class: "npcs", "aria-label": "Who to talk to" });
  const log = h("div", { class: "log", role: "log", "aria-label": "Conversation", "aria-live": "polite", tabindex: "0" });
  const moves = h("ul", { class: "moves", "aria-label": "Moves this turn" });
  const input = h("input", { id: "utterance", type: "text", maxlength: "2000", autocomplete: "off" });
  const form = h("form", { class: "say" }, h("label", { for: "utterance", text: "Say something" }), input,
    h("button", { type: "submit", text: "Send" }));
  const meterLabel = h("span", { id: "disposition-label" });
  const meter = h("meter", { min: "-100", max: "100", low: "-30", high: "30", optimum: "100", "aria-labelledby": "disposition-label" });
  const quests = h("ul", { class: "quests" });
  const inventory = h("ul", { class: "inventory" });
  const reset = h("button", { type: "button", text: "New game", onclick: () => {
    localStorage.removeItem(KEY);
    state = start.state;
    ended.clear();
    clear(log);
    clear(moves);
    renderSide();
  } });
  view.append(h("section", { class: "npc" },
    h("div", { class: "play-head" }, avatarFigure(), h("h1", { text: "Talk to NPCs" }), orb(), reset),
    picker,
    h("div", { class: "npc-grid" },
      h("div", {}, log, h("h2", { text: "What happened" }), moves, form),
      h("div", { class: "side" },
        h("h2", { text: "Disposition" }), h("p", {}, meterLabel), meter,
        h("h2", { text: "Quests" }), quests,
        h("h2", { text: "Inventory" }), inventory))));

  const nameOf = (id) => start.npcs.find((n) => n.id === id)?.name || id;

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
    return member ? member.disposition : state.game.npc_dispositions[npcId] || 0;
  }

  function renderSide(standing) {
    const value = disposition();
    meter.value = value;
    meterLabel.textContent = `${nameOf(npcId)}: ${value}${standing ? ` (${standing})` : ""}`;
    clear(quests);
    for (const q of state.canon_log.active_quests || []) quests.append(h("li", { text: `${start.quests[q.id] || q.id} — ${q.status}` }));
    if (!quests.children.length) quests.append(h("li", { text: "No quests yet." }));
    clear(inventory);
    for (const [item, count] of Object.entries(state.game.inventory || {})) inventory.append(h("li", { text: `${start.items[item] || item} × ${count}` }));
    if (!inventory.children.length) inventory.append(h("li", { text: "Nothing." }));
  }

  async function send(text) {
    stopSpeaking(); // the player spoke: the NPC stops talking
    ui.clearError();
    log.append(h("p", { class: "line you" }, h("b", { text: "You:" }), " ", h("span", { text })));
    setOrb("thinking");
    try {
      const result = await postJson("/npc/turn", { state, npc_id: npcId, utterance: text });
      state = result.state;
      localStorage.setItem(KEY, JSON.stringify(state));
      const turn = result.turn;
      log.append(h("p", { class: "line" }, h("b", { text: `${nameOf(npcId)}:` }), " ", h("span", { text: turn.display_text || "…" })));
      clear(moves);
      for (const m of turn.valid_moves) moves.append(h("li", { class: "applied", text: m }));
      for (const d of turn.dropped_moves) moves.append(h("li", { class: "dropped", text: `${d.move} — ${d.reason}` }));
      for (const f of turn.facts) moves.append(h("li", { class: "fact", text: `Learned: ${f}` }));
      if (turn.degraded) moves.append(h("li", { class: "note", text: `The NPC answered with a stock line (${turn.degraded_reason}).` }));
      if (!moves.children.length) moves.append(h("li", { text: "No moves this turn." }));
      if (turn.ended) log.append(h("p", { class: "note", text: `${nameOf(npcId)} has ended the conversation.` }));
      renderSide(result.standing);
      setOrb("idle");
      const voice = start.npcs.find((n) => n.id === npcId)?.voice || null;
      speakLines([{ speaker: npcId, text: turn.display_text, voice }], {});
    } catch (err) {
      setOrb("idle");
      ui.showError(err);
    }
  }

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text || !npcId) return;
    input.value = "";
    send(text);
  });
  renderPicker();
  renderSide();
}
