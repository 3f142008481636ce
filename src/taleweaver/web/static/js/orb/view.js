// The orb page (#/orb): tap the orb and talk. The orb is the main button (start / stop / retry); its
// caption follows seed 000's app states; each move the story made (or refused) shows in a toast; the mic
// can be muted and the conversation stopped; a robot picker lists the Reachy daemons the server reaches;
// the settings keep the models and the narrator's voice in this browser, and the OpenAI key only when
// "remember on this device" is ticked. No key: the offline stack (orb/offline.js); a key: OpenAI
// Realtime through the server (orb/realtime.js).
import { clear, h } from "../core/dom.js";
import { isAbort } from "../core/http.js";
import { playerMessage } from "../core/words.js";
import { storyCard } from "../play/api.js";
import { settings as speech } from "../settings/store.js";
import { listenToSpeech, stopSpeaking } from "../voice/speech.js";
import { driveRobot, reachableRobots, stopRobot } from "./api.js";
import { OfflineTalk } from "./offline.js";
import { RealtimeTalk } from "./realtime.js";
import { CAPTIONS, ORB_NAMES, QUIET_WORDS, isAtRest } from "./states.js";
import { loadSession, loadSettings, openAiKey, setOpenAiKey, storeSettings } from "./store.js";

/** @typedef {import("../types.js").TurnRow} TurnRow */
/** @typedef {import("./states.js").OrbState} OrbState */
/** @typedef {import("./offline.js").OrbUi} OrbUi */
/** @typedef {import("./api.js").Robot} Robot */

const TOAST_MS = 5000;

/** @param {Record<string, unknown>} args */
function argsText(args) {
  return Object.values(args).map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(", ");
}

/**
 * What each move of a row is called in a toast: the model's tool calls (accepted or refused), refusals,
 * and offline the same moves under the seed's tool names.
 * @param {TurnRow} row @returns {{text: string, refused: boolean}[]}
 */
export function toastsOf(row) {
  /** @type {{text: string, refused: boolean}[]} */
  const toasts = [];
  const tools = row.events.some((e) => e.type === "tool_call");
  for (const e of row.events) {
    if (e.type === "tool_call") {
      toasts.push({ text: `${e.accepted ? "✓" : "✗"} ${e.name}(${argsText(e.args)})${e.accepted ? "" : ` refused: ${e.reason || "not allowed"}`}`, refused: !e.accepted });
    } else if (e.type === "blocked") toasts.push({ text: `✗ refused: ${e.reason}`, refused: true });
    else if (tools) continue;
    else if (e.type === "storyDescribed") toasts.push({ text: `✓ describe_story(${e.story_id})`, refused: false });
    else if (e.type === "storyEntered") toasts.push({ text: `✓ select_story(${e.story_id})`, refused: false });
    else if (e.type === "storyExited") toasts.push({ text: "✓ exit_story()", refused: false });
    else if (e.type === "sceneChanged" && e.from) toasts.push({ text: `✓ navigate_scene(${e.to})`, refused: false });
    else if (e.type === "sceneActionPerformed") toasts.push({ text: `✓ perform_scene_action(${e.action_id})`, refused: false });
    else if (e.type === "chosen" && (e.kind === "action" || e.kind === "choice")) toasts.push({ text: `✓ advance_storyline(${e.id})`, refused: false });
    else if (e.type === "options") toasts.push({ text: "✓ request_options()", refused: false });
  }
  return toasts;
}

/** @type {import("../app.js").View} */
export async function showOrb(view, { signal }) {
  const settings = loadSettings();
  /** @type {Record<string, string>} */
  const names = { narrator: "Narrator", you: "You" };
  /** @type {OrbState} */
  let state = "idle";
  /** @type {OfflineTalk | RealtimeTalk | null} */
  let talk = null;
  let realtimeFailed = false;

  const core = h("span", { class: "orb-core", "aria-hidden": "true" });
  const orbButton = /** @type {HTMLButtonElement} */ (h("button", { type: "button", class: "orb-button", "aria-describedby": "orb-caption" }, core));
  const stateWord = h("p", { class: "orb-state", "aria-hidden": "true" });
  const caption = h("p", { id: "orb-caption", class: "orb-caption", role: "status", "aria-live": "polite" });
  const reason = h("p", { class: "orb-reason", role: "alert", hidden: true });
  const offlineButton = h("button", { type: "button", class: "orb-offline", hidden: true, text: "Play offline instead" });
  const muteButton = /** @type {HTMLButtonElement} */ (h("button", { type: "button", class: "orb-mute", "aria-pressed": "false", text: "Mute mic", disabled: true }));
  const stopButton = /** @type {HTMLButtonElement} */ (h("button", { type: "button", class: "orb-stop", text: "Stop", disabled: true }));
  const toast = h("div", { class: "tool-toast", role: "status", "aria-live": "polite", hidden: true });
  const moves = h("ol", { class: "orb-moves" });
  const movesPanel = h("details", { class: "orb-moves-panel", hidden: true }, h("summary", { text: "Moves so far" }), moves);
  const mode = h("p", { class: "orb-mode" });
  const robotList = h("ul", { class: "robot-list" });
  const robotPicker = h("section", { class: "robot-picker", "aria-labelledby": "robot-title", hidden: true },
    h("h2", { id: "robot-title", text: "Choose a Reachy" }), robotList);

  const field = (/** @type {string} */ id, /** @type {string} */ label, /** @type {string} */ value, /** @type {string} */ placeholder, type = "text") => {
    const input = /** @type {HTMLInputElement} */ (h("input", { id, type, value, placeholder, autocomplete: "off", spellcheck: "false" }));
    return { input, row: h("p", { class: "orb-field" }, h("label", { for: id, text: label }), input) };
  };
  const realtimeModel = field("orb-realtime-model", "Realtime model", settings.realtime_model, "gpt-realtime");
  const summaryModel = field("orb-summary-model", "Summary model", settings.summary_model, "gpt-4o-mini");
  const voice = field("orb-voice", "Default narrator voice", settings.voice, "cedar");
  const key = field("orb-key", "OpenAI key (for speech to speech)", openAiKey(), "sk-…", "password");
  const remember = /** @type {HTMLInputElement} */ (h("input", { type: "checkbox", id: "orb-remember" }));
  remember.checked = settings.remember;
  const saved = h("p", { class: "note", role: "status", "aria-live": "polite" });
  const settingsPanel = h("details", { class: "orb-settings" }, h("summary", { text: "Voice settings" }),
    realtimeModel.row, summaryModel.row, voice.row, key.row,
    h("p", {}, h("label", {}, remember, " Remember the key on this device")),
    h("p", { class: "note", text: "The key goes to this story server once per conversation and is never stored there; without a key the orb plays on the offline voices." }),
    h("button", { type: "button", class: "orb-save", text: "Save settings", onclick: save }), saved);

  view.append(h("section", { class: "orb-page" },
    h("h1", { text: "Talk to the narrator" }),
    h("div", { class: "orb-stage" }, orbButton, stateWord, caption, reason, offlineButton),
    h("div", { class: "orb-controls", role: "group", "aria-label": "Conversation" }, muteButton, stopButton),
    toast, mode, robotPicker, movesPanel, settingsPanel,
    h("p", { class: "orb-links" }, h("a", { href: "#/narrator", text: "The narrator's menu in text" }), " · ",
      h("a", { href: "#/", text: "Library" }))));

  function showMode() {
    mode.textContent = openAiKey()
      ? "Speech to speech with OpenAI Realtime (your key)."
      : "Offline voices: no key needed (add an OpenAI key in the settings for speech to speech).";
  }

  /** @param {OrbState} next @param {string} [words] */
  function set(next, words) {
    state = next;
    orbButton.dataset.state = next;
    orbButton.setAttribute("aria-label", ORB_NAMES[next]);
    stateWord.textContent = QUIET_WORDS[next] || ""; // the seed's caption says it otherwise
    const seedCaption = CAPTIONS[next];
    if (seedCaption) caption.textContent = seedCaption;
    else if (words !== undefined) caption.textContent = words;
    const active = !isAtRest(next);
    muteButton.disabled = !active;
    stopButton.disabled = !active;
    if (next !== "error") {
      reason.hidden = true;
      offlineButton.hidden = true;
    }
  }

  /** @param {string} text @param {boolean} refused */
  function showToast(text, refused) {
    toast.textContent = text;
    toast.classList.toggle("refused", refused);
    toast.hidden = false;
    moves.append(h("li", { class: refused ? "refused" : null, text }));
    movesPanel.hidden = false;
    const shown = text;
    setTimeout(() => {
      if (toast.textContent === shown) toast.hidden = true;
    }, TOAST_MS);
  }

  /** @type {OrbUi} */
  const ui = {
    set,
    state: () => state,
    get voice() {
      return settings.voice;
    },
    async row(row) {
      for (const e of row.events) {
        if (e.type === "speakerChanged") names[e.to] = e.character.name;
      }
      for (const t of toastsOf(row)) showToast(t.text, t.refused);
      const entered = row.events.find((e) => e.type === "storyEntered");
      if (entered && entered.type === "storyEntered") {
        try {
          Object.assign(names, (await storyCard(entered.story_id, signal)).speakers);
        } catch (err) {
          if (isAbort(err)) throw err; // the names stay as the events gave them
        }
      }
      if (!speech.voice && row.lines.length) { // voice off: the reply is read, not heard
        caption.textContent = row.lines.map((line) => `${names[line.speaker] || line.speaker}: ${line.text}`).join(" ");
      }
    },
    notice: showToast,
    said(text) {
      caption.textContent = `You: “${text}”`;
    },
    nameOf: (speaker) => names[speaker] || speaker,
    fail(err) {
      talk = null;
      const realtime = realtimeFailed || (err && typeof err === "object" && "code" in err && String(err.code).startsWith("realtime_"));
      realtimeFailed = Boolean(realtime);
      set("error");
      reason.textContent = playerMessage(err);
      reason.hidden = false;
      offlineButton.hidden = !realtimeFailed;
    },
  };

  // The robot chosen in the picker, while GET /robots lists it: it moves with each line the offline voice
  // speaks (the track the line was rendered with), and a robot that cannot be driven is said once.
  let driven = "";
  /** @param {unknown} err */
  function robotFailed(err) {
    if (isAbort(err) || !driven) return;
    showToast(`✗ The Reachy at ${driven} is not moving: ${playerMessage(err)}`, true);
    driven = "";
  }

  // The line being spoken is the caption while the offline voice speaks.
  listenToSpeech((event) => {
    if (event.type === "line" && talk instanceof OfflineTalk) {
      set("ai-speaking", `${names[event.line.speaker] || event.line.speaker}: ${event.line.text}`);
      if (driven && event.said.track) driveRobot(driven, event.said.track, signal).catch(robotFailed);
    } else if (event.type === "stop" && driven) {
      stopRobot(driven, signal).catch(robotFailed);
    }
  }, signal);

  /** @param {boolean} offline  play on the offline stack even with a key */
  function start(offline) {
    stop();
    realtimeFailed = false;
    const kept = loadSession();
    if (kept) caption.textContent = "Welcome back: the story goes on.";
    const openAi = offline ? "" : openAiKey();
    talk = openAi
      ? new RealtimeTalk(ui, { key: openAi, model: settings.realtime_model, summaryModel: settings.summary_model,
        voice: settings.voice, token: kept?.token || "", robot: driven })
      : new OfflineTalk(ui);
    setMuted(false);
    talk.start();
  }

  function stop() {
    const was = talk;
    talk = null;
    was?.close();
    stopSpeaking();
  }

  /** @param {boolean} muted */
  function setMuted(muted) {
    muteButton.setAttribute("aria-pressed", String(muted));
    muteButton.textContent = muted ? "Unmute mic" : "Mute mic";
    talk?.mute(muted);
  }

  orbButton.addEventListener("click", () => {
    if (isAtRest(state)) start(false);
    else {
      stop();
      set("idle");
    }
  }, { signal });
  stopButton.addEventListener("click", () => {
    stop();
    set("idle");
    orbButton.focus();
  }, { signal });
  muteButton.addEventListener("click", () => setMuted(muteButton.getAttribute("aria-pressed") !== "true"), { signal });
  offlineButton.addEventListener("click", () => start(true), { signal });

  function save() {
    settings.realtime_model = realtimeModel.input.value.trim();
    settings.summary_model = summaryModel.input.value.trim();
    settings.voice = voice.input.value.trim();
    settings.remember = remember.checked;
    storeSettings(settings);
    setOpenAiKey(key.input.value.trim(), remember.checked);
    showMode();
    saved.textContent = settings.remember && key.input.value.trim()
      ? "Saved; the key is remembered on this device."
      : "Saved in this browser (the key only until you leave the page).";
  }

  /** @param {Robot[]} robots */
  function showRobots(robots) {
    clear(robotList);
    robotPicker.hidden = !robots.length;
    for (const robot of robots) {
      const id = `robot-${robot.id.replace(/[^a-z0-9]+/gi, "-")}`;
      const radio = /** @type {HTMLInputElement} */ (h("input", { type: "radio", name: "robot", id, value: robot.id }));
      radio.checked = robot.id === settings.robot;
      radio.addEventListener("change", () => {
        settings.robot = driven = robot.id;
        storeSettings(settings);
        if (state === "connected") set("idle");
      }, { signal });
      robotList.append(h("li", {}, radio, " ", h("label", { for: id, text: `Reachy Mini at ${robot.id} (${robot.state})` })));
    }
    driven = robots.some((r) => r.id === settings.robot) ? settings.robot || "" : "";
    if (robots.length && !driven && state === "idle") set("connected");
  }

  set("idle");
  showMode();
  reachableRobots(signal).then(showRobots, () => {}); // no robot: no picker
  return stop;
}
