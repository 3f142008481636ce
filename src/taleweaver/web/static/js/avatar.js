// The storyteller avatar on a page: the SVG head plays each spoken line's motion track (from
// POST /voice/say?track=true, via the speech queue) against the line's audio, and breathes in between.
import { h } from "./core/dom.js";
import { AvatarPlayer, createAvatar } from "./motion-track.js";
import { listenToSpeech } from "./voice/speech.js";

/**
 * A <figure> with the avatar, following the speech until `signal` aborts (the view is left).
 * @param {AbortSignal} signal
 */
export function avatarFigure(signal) {
  const svg = createAvatar(document);
  const player = new AvatarPlayer(svg);
  listenToSpeech((event) => {
    if (event.type === "line") {
      player.play(event.said.track || null, event.audio, { speaker: event.line.speaker, emotion: event.said.emotion || null });
    } else if (event.type === "end") player.finish();
    else if (event.type === "stop") player.idle();
  }, signal);
  signal.addEventListener("abort", () => player.stop(), { once: true });
  const figure = h("figure", { class: "avatar-figure" }, svg);
  return {
    figure,
    /** Turn toward a speaker's place when a line is shown (spoken lines bring their own track). @param {number} yaw @param {string} speaker */
    face: (yaw, speaker) => player.face(yaw, speaker),
  };
}
