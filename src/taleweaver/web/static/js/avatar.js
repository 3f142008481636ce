// The storyteller avatar on a page: the SVG head plays each spoken line's motion track (from
// POST /voice/say?track=true, via voice.js) against the line's audio, and breathes in between.
import { h } from "./dom.js";
import { AvatarPlayer, createAvatar } from "./motion-track.js";
import { speechListeners } from "./voice.js";

/** A <figure> with the avatar, following the speech until it is taken off the page. */
export function avatarFigure() {
  const svg = createAvatar(document);
  const player = new AvatarPlayer(svg);
  const listener = (event) => {
    if (!svg.isConnected) {
      speechListeners.delete(listener); // the view was replaced
      player.stop();
      return;
    }
    if (event.type === "line") {
      player.play(event.said.track, event.audio, { speaker: event.line.speaker, emotion: event.said.emotion });
    }
    else if (event.type === "end") player.finish();
    else player.idle();
  };
  speechListeners.add(listener);
  const figure = h("figure", { class: "avatar-figure" }, svg);
  /** Turn toward a speaker's place when a line is shown (spoken lines bring their own track). */
  figure.face = (yaw, speaker) => player.face(yaw, speaker);
  return figure;
}
