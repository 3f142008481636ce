// The orb (idle / listening / thinking / speaking), spoken lines and the push-to-talk microphone.
import { postForBlob, postJson } from "./api.js";
import { settings } from "./settings.js";

const LABELS = { idle: "Idle", listening: "Listening", thinking: "Thinking", speaking: "Speaking" };

export function setOrb(state) {
  for (const orb of document.querySelectorAll("[data-orb]")) {
    orb.dataset.state = state;
    const label = orb.querySelector(".orb-label");
    if (label) label.textContent = LABELS[state] || state;
  }
}

export function orb() {
  const wrap = document.createElement("div");
  wrap.className = "orb";
  wrap.dataset.orb = "";
  wrap.dataset.state = "idle";
  const ball = document.createElement("span");
  ball.className = "orb-ball";
  ball.setAttribute("aria-hidden", "true");
  const label = document.createElement("span");
  label.className = "orb-label";
  label.setAttribute("aria-live", "polite");
  label.setAttribute("role", "status");
  label.textContent = LABELS.idle;
  wrap.append(ball, label);
  return wrap;
}

// Lines are spoken one after another; a new turn cancels what is still queued.
let queue = [];
let generation = 0;
let current = null;
let active = false; // a speakLines call is under way
// Whatever follows the speech (the avatar, the "Speaking:" label) listens here. Each listener gets
//   {type: "line", line, audio, said}  when a line starts playing (said: the /voice/say JSON —
//                                       speaker, voice, duration_s, emotion, track),
//   {type: "end"}                      when speaking is over (all lines said, or no voice),
//   {type: "stop"}                     when speech is cut off (the player acted, the view changed).
export const speechListeners = new Set();

function tell(event) {
  for (const listener of [...speechListeners]) listener(event);
}

export function stopSpeaking() {
  generation += 1;
  queue = [];
  if (current) current.pause();
  current = null;
  if (active) {
    active = false;
    tell({ type: "stop" });
  }
}

// The WAV of a /voice/say JSON answer as a Blob (the base64 text decoded).
function wavBlob(said) {
  const text = atob(said.audio);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return new Blob([bytes], { type: said.media_type || "audio/wav" });
}

// Speak `lines` ({speaker, text}) in order. context: {storyId, nodeId}; nodeId goes with the first
// line only (the node's emotion plays with it, as on the robot when a node is reached).
export async function speakLines(lines, context) {
  stopSpeaking();
  if (!settings.voice || !lines.length) return;
  const mine = generation;
  active = true;
  queue = lines.map((line, i) => ({ line, nodeId: i === 0 ? context?.nodeId || null : null }));
  try {
    while (queue.length && mine === generation) {
      const { line, nodeId } = queue.shift();
      let said;
      try {
        said = await postJson("/voice/say?track=true", {
          text: line.text, speaker: line.speaker, story_id: context?.storyId || null, node_id: nodeId,
        });
      } catch {
        return; // no voice: the text is on the page already
      }
      if (!said || mine !== generation) return; // 204: no synthesizer installed — silent
      const url = URL.createObjectURL(wavBlob(said));
      const audio = new Audio(url);
      audio.playbackRate = settings.speed;
      current = audio;
      setOrb("speaking");
      try {
        await audio.play();
        tell({ type: "line", line, audio, said });
        // ends, or is paused by stopSpeaking (then the loop sees a newer generation and stops)
        await new Promise((resolve) => {
          audio.addEventListener("ended", resolve, { once: true });
          audio.addEventListener("pause", resolve, { once: true });
        });
      } catch {
        // autoplay refused or decoding failed: stay silent
      } finally {
        URL.revokeObjectURL(url);
      }
    }
  } finally {
    if (mine === generation) {
      current = null;
      active = false;
      setOrb("idle");
      tell({ type: "end" });
    }
  }
}

// Push-to-talk: hold the button (or Space/Enter on it) to record; release to transcribe.
export function micButton(onText, onNote) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "mic";
  button.textContent = "Hold to talk";
  button.setAttribute("aria-pressed", "false");
  let recorder = null;
  let chunks = [];

  async function start() {
    if (recorder) return;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
      onNote("This browser cannot record audio here; type instead.");
      return;
    }
    let stream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      onNote(`Microphone unavailable (${err.name === "NotAllowedError" ? "permission denied" : err.message}); type instead.`);
      return;
    }
    stopSpeaking();
    chunks = [];
    recorder = new MediaRecorder(stream);
    recorder.addEventListener("dataavailable", (e) => chunks.push(e.data));
    recorder.addEventListener("stop", async () => {
      stream.getTracks().forEach((t) => t.stop());
      const blob = new Blob(chunks, { type: recorder.mimeType || "audio/webm" });
      recorder = null;
      button.setAttribute("aria-pressed", "false");
      setOrb("thinking");
      try {
        const result = await postForBlob("/voice/transcribe", blob, blob.type || "application/octet-stream");
        const data = result ? JSON.parse(await result.blob.text()) : null;
        setOrb("idle");
        if (data?.text) onText(data.text);
        else onNote("Nothing was heard; try again or type.");
      } catch (err) {
        setOrb("idle");
        onNote(`Could not transcribe: ${err.readable ? err.readable() : err.message}. Type instead.`);
      }
    });
    recorder.start();
    button.setAttribute("aria-pressed", "true");
    setOrb("listening");
  }

  function stop() {
    if (recorder && recorder.state === "recording") recorder.stop();
  }

  button.addEventListener("pointerdown", start);
  button.addEventListener("pointerup", stop);
  button.addEventListener("pointerleave", stop);
  button.addEventListener("keydown", (e) => {
    if ((e.key === " " || e.key === "Enter") && !e.repeat) {
      e.preventDefault();
      start();
    }
  });
  button.addEventListener("keyup", (e) => {
    if (e.key === " " || e.key === "Enter") stop();
  });
  return button;
}
