// The on-screen avatar: an SVG head with two antennas that plays a line's motion track against the
// audio clock, breathes while idle and honours prefers-reduced-motion. No dependencies, no build step.
//
//   import { createAvatar, AvatarPlayer } from "/static/js/motion-track.js";
//   const svg = createAvatar(document);              // role="img", aria-label="Storyteller avatar"
//   const player = new AvatarPlayer(svg);            // starts breathing
//   player.play(line.track, audioElement);           // follows audio.currentTime, then the track's rest
//   player.finish();                                 // speech is over: idle when the track has run out
//   player.idle();                                   // breathe now, facing where it last looked
//
// A track is {hz, rows}; a row {"t": s since the audio started, "head": {x, y, z, roll, pitch, yaw}
// (m, rad), "antennas": [right, left] (rad), "body_yaw": rad, "events": [...]} as rendered by
// taleweaver.body.render_motion_track (POST /voice/say?track=true). +yaw turns the robot to its left
// (the viewer's right: it faces the viewer), +pitch looks down.
//
// The pose shown is also written to the SVG as data attributes (data-state, data-pitch, data-yaw,
// data-roll, data-z, data-speaker, data-emotion, data-motion), for tests and assistive tooling.

/**
 * @typedef {{x: number, y: number, z: number, roll: number, pitch: number, yaw: number}} Head
 * @typedef {{head: Head, antennas: number[], body_yaw: number}} Pose
 * @typedef {{type: string, yaw?: number, [key: string]: unknown}} TrackEvent
 * @typedef {Pose & {t: number, events?: TrackEvent[]}} Row
 * @typedef {{hz?: number, rows: Row[]}} Track
 */

const SVG_NS = "http://www.w3.org/2000/svg";
const DEG = 180 / Math.PI;
const PX_YAW_HEAD = 24; // px at a quarter turn: the head slides towards where it looks…
const PX_YAW_FACE = 30; // …and the face slides within it
const PX_PER_RAD_PITCH = 60;
const PX_PER_M = 1500;
// The idle layer, as the robot's motion mixer breathes (taleweaver/body/mixer.py): a slow lift of
// the head and a sway of the antennas.
const BREATH_Z_M = 0.004;
const BREATH_HZ = 0.1;
const ANTENNA_SWAY = 12 / DEG;
const ANTENNA_HZ = 0.5;
const NEUTRAL_ANTENNAS = [-10 / DEG, 10 / DEG];
// A new pose (the next line, back to idle) is reached with the gaze's time constant, so the head
// turns towards a new speaker instead of jumping.
const BLEND_TAU_S = 0.18;
const BLEND_DONE = 0.005;

/** @param {Document} doc @param {string} name @param {Record<string, string | number>} attrs @returns {SVGElement} */
function el(doc, name, attrs) {
  const node = /** @type {SVGElement} */ (doc.createElementNS(SVG_NS, name));
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

/** A small SVG robot head with two antennas, labelled for assistive technology. */
export function createAvatar(doc = document) {
  const svg = el(doc, "svg", { viewBox: "0 0 200 200", role: "img", "aria-label": "Storyteller avatar", class: "avatar" });
  const body = el(doc, "g", { "data-part": "body" });
  body.append(el(doc, "rect", { x: 55, y: 150, width: 90, height: 46, rx: 20, fill: "#d9d4c7", stroke: "#333", "stroke-width": 3 }));
  const head = el(doc, "g", { "data-part": "head" });
  const line = { stroke: "#333", "stroke-width": 5, "stroke-linecap": "round" };
  const right = el(doc, "g", { "data-part": "antenna-right" });
  right.append(el(doc, "line", { x1: 75, y1: 60, x2: 60, y2: 18, ...line }), el(doc, "circle", { cx: 60, cy: 18, r: 5, fill: "#6a4c93" }));
  const left = el(doc, "g", { "data-part": "antenna-left" });
  left.append(el(doc, "line", { x1: 125, y1: 60, x2: 140, y2: 18, ...line }), el(doc, "circle", { cx: 140, cy: 18, r: 5, fill: "#6a4c93" }));
  head.append(right, left);
  head.append(el(doc, "rect", { x: 40, y: 52, width: 120, height: 96, rx: 44, fill: "#f2efe8", stroke: "#333", "stroke-width": 3 }));
  const face = el(doc, "g", { "data-part": "face" });
  face.append(el(doc, "circle", { cx: 80, cy: 98, r: 12, fill: "#222" }), el(doc, "circle", { cx: 120, cy: 98, r: 12, fill: "#222" }));
  face.append(el(doc, "circle", { cx: 84, cy: 94, r: 3.5, fill: "#fff" }), el(doc, "circle", { cx: 124, cy: 94, r: 3.5, fill: "#fff" }));
  head.append(face);
  svg.append(body, head);
  return svg;
}

/** The neutral pose: facing `yaw` (rad), antennas at rest. @returns {Pose} */
export function restPose(yaw = 0, bodyYaw = 0) {
  return { head: { x: 0, y: 0, z: 0, roll: 0, pitch: 0, yaw }, antennas: [...NEUTRAL_ANTENNAS], body_yaw: bodyYaw };
}

/** @type {(keyof Head)[]} */
const HEAD_KEYS = ["x", "y", "z", "roll", "pitch", "yaw"];
/** @returns {Head} */
const zeroHead = () => ({ x: 0, y: 0, z: 0, roll: 0, pitch: 0, yaw: 0 });
/** @param {number[]} list @param {number} i */
const at = (list, i) => list[i] ?? 0;

/** @param {Pose} a @param {Pose} b @param {number} w @returns {Pose} */
function mix(a, b, w) {
  const head = zeroHead();
  for (const key of HEAD_KEYS) head[key] = a.head[key] + (b.head[key] - a.head[key]) * w;
  return {
    head,
    antennas: [0, 1].map((i) => at(a.antennas, i) + (at(b.antennas, i) - at(a.antennas, i)) * w),
    body_yaw: a.body_yaw + (b.body_yaw - a.body_yaw) * w,
  };
}

// a + (from - to) * k, field by field: pose `a` carrying a fading difference.
/** @param {Pose} a @param {Pose} from @param {Pose} to @param {number} k @returns {Pose} */
function shifted(a, from, to, k) {
  const head = zeroHead();
  for (const key of HEAD_KEYS) head[key] = a.head[key] + (from.head[key] - to.head[key]) * k;
  return {
    head,
    antennas: [0, 1].map((i) => at(a.antennas, i) + (at(from.antennas, i) - at(to.antennas, i)) * k),
    body_yaw: a.body_yaw + (from.body_yaw - to.body_yaw) * k,
  };
}

/** @param {Track | Row[] | null | undefined} track @returns {Row[]} */
function rowsOf(track) {
  return Array.isArray(track) ? track : track?.rows || [];
}

/** The pose at t seconds since the audio started, between the two nearest rows; null without rows.
 * @param {Track | Row[] | null} track @param {number} t @returns {Pose | null} */
export function poseAt(track, t) {
  const rows = rowsOf(track);
  const first = rows[0];
  if (!first) return null;
  const hz = (track && !Array.isArray(track) && track.hz) || 50;
  const x = Math.max(0, (t - first.t) * hz);
  const i = Math.min(rows.length - 1, Math.floor(x));
  const j = Math.min(rows.length - 1, i + 1);
  return mix(rows[i] || first, rows[j] || first, Math.min(1, x - i));
}

/** Where the line's speaker stands: the yaw of the track's `speaker` event (else its first row's). */
/** @param {Track | Row[] | null} track */
export function placeOf(track) {
  const rows = rowsOf(track);
  for (const row of rows.slice(0, 5)) {
    for (const event of row.events || []) if (event.type === "speaker" && typeof event.yaw === "number") return event.yaw;
  }
  return rows[0] ? rows[0].head.yaw : 0;
}

/** Show one pose on an SVG made by createAvatar (or with the same data-part names). */
/** @param {SVGElement} svg @param {Pose} pose */
export function applyPose(svg, pose) {
  /** @param {string} name */
  const part = (name) => svg.querySelector(`[data-part="${name}"]`);
  const h = pose.head;
  const turn = Math.sin(h.yaw - pose.body_yaw); // the head relative to the body; +: the viewer's right
  const dx = turn * PX_YAW_HEAD - h.y * PX_PER_M;
  const dy = h.pitch * PX_PER_RAD_PITCH * 0.5 - h.z * PX_PER_M;
  part("head")?.setAttribute("transform", `translate(${dx.toFixed(2)} ${dy.toFixed(2)}) rotate(${(-h.roll * DEG).toFixed(2)} 100 100)`);
  part("face")?.setAttribute("transform", `translate(${(turn * PX_YAW_FACE).toFixed(2)} ${(h.pitch * PX_PER_RAD_PITCH * 0.5).toFixed(2)})`);
  part("body")?.setAttribute("transform", `translate(${(Math.sin(pose.body_yaw) * PX_YAW_HEAD).toFixed(2)} 0)`);
  // Antennas [right, left]: neutral is [-10°, 10°]; the right one sits on the viewer's left.
  part("antenna-right")?.setAttribute("transform", `rotate(${(at(pose.antennas, 0) * DEG + 10).toFixed(2)} 75 60)`);
  part("antenna-left")?.setAttribute("transform", `rotate(${(at(pose.antennas, 1) * DEG - 10).toFixed(2)} 125 60)`);
  svg.dataset.pitch = h.pitch.toFixed(4);
  svg.dataset.yaw = h.yaw.toFixed(4);
  svg.dataset.roll = h.roll.toFixed(4);
  svg.dataset.z = h.z.toFixed(5);
}

function prefersReducedMotion() {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Drives one avatar: a track against an audio element's clock while a line plays, breathing while
 * idle. With reduced motion it shows pose changes only (it faces each speaker's place) — no wobble,
 * no breathing, no glide.
 */
export class AvatarPlayer {
  /**
   * @param {SVGElement} svg
   * @param {{reducedMotion?: boolean, clock?: () => number, requestFrame?: (fn: () => void) => number,
   *   cancelFrame?: (id: number) => void}} [options]
   */
  constructor(svg, { reducedMotion = prefersReducedMotion(), clock = () => performance.now() / 1000,
    requestFrame = (fn) => requestAnimationFrame(fn), cancelFrame = (id) => cancelAnimationFrame(id) } = {}) {
    this.svg = svg;
    this.reduced = reducedMotion;
    this.clock = clock;
    this.requestFrame = requestFrame;
    this.cancelFrame = cancelFrame;
    /** @type {Track | null} */
    this.track = null;
    /** @type {HTMLAudioElement | null} */
    this.audio = null;
    this.gaze = restPose();
    this.shown = restPose();
    /** @type {{from: Pose, to: Pose, start: number} | null} */
    this.blend = null;
    this.handle = 0;
    this.attached = false;
    /** @type {{now: number, t: number} | null} */
    this.endedAt = null;
    svg.dataset.motion = this.reduced ? "reduced" : "full";
    applyPose(svg, this.shown);
    this.idle();
  }

  /** Play `track` following `audio.currentTime`; back to idle when the audio ends or stops. */
  /** @param {Track | null} track @param {HTMLAudioElement} audio @param {{speaker?: string | null, emotion?: string | null}} [about] */
  play(track, audio, { speaker = null, emotion = null } = {}) {
    const rows = rowsOf(track);
    const last = rows.at(-1);
    if (!track || !last) return this.idle();
    this.track = track;
    this.audio = audio;
    this.endedAt = null;
    // Where the head rests after the line: the speaker's place (the body as the line leaves it).
    this.gaze = restPose(placeOf(track), last.body_yaw);
    this.svg.dataset.state = "speaking";
    if (speaker) this.svg.dataset.speaker = speaker;
    this.svg.dataset.emotion = emotion || "";
    if (this.reduced) {
      this.show(this.gaze); // a pose change, at once; no wobble
      return;
    }
    this.startBlend(poseAt(track, audio.currentTime) || this.gaze);
    this.loop();
  }

  /** Turn toward `yaw` (a speaker's place) without a track: a line shown but not spoken. */
  /** @param {number} yaw @param {string | null} [speaker] */
  face(yaw, speaker = null) {
    if (this.track) return; // a spoken line's track already carries its speaker's place
    if (speaker) this.svg.dataset.speaker = speaker;
    this.gaze = restPose(yaw, this.gaze.body_yaw);
    this.idle();
  }

  /** Speech is over: idle once the current track has run out (at once with reduced motion). */
  finish() {
    if (this.reduced || !this.track) this.idle();
  }

  /** Breathe, facing where the last line looked. */
  idle() {
    this.track = null;
    this.audio = null;
    this.svg.dataset.state = "idle";
    this.svg.dataset.emotion = "";
    if (this.reduced) {
      this.stop();
      this.show(this.gaze);
      return;
    }
    this.startBlend(this.idlePose(this.clock()));
    this.loop();
  }

  /** Stop animating (the pose shown stays). */
  stop() {
    if (this.handle) this.cancelFrame(this.handle);
    this.handle = 0;
  }

  /** @param {number} now @returns {Pose} */
  idlePose(now) {
    const pose = restPose(this.gaze.head.yaw, this.gaze.body_yaw);
    const sway = ANTENNA_SWAY * Math.sin(2 * Math.PI * ANTENNA_HZ * now);
    pose.head.z = BREATH_Z_M * Math.sin(2 * Math.PI * BREATH_HZ * now);
    pose.antennas = [at(NEUTRAL_ANTENNAS, 0) + sway, at(NEUTRAL_ANTENNAS, 1) + sway];
    return pose;
  }

  // From now on, show the target plus the difference between what was shown and the target at
  // this moment, fading with the gaze's time constant: the head glides to a new place.
  /** @param {Pose} target */
  startBlend(target) {
    this.blend = { from: this.shown, to: target, start: this.clock() };
  }

  /** @param {Pose} pose */
  show(pose) {
    this.shown = pose;
    applyPose(this.svg, pose);
  }

  loop() {
    if (!this.handle) this.handle = this.requestFrame(() => this.frame());
  }

  frame() {
    this.handle = 0;
    if (!this.svg.isConnected) {
      if (!this.attached) this.loop(); // not on the page yet: wait for it
      return; // taken off the page: stop for good
    }
    this.attached = true;
    const now = this.clock();
    let target;
    if (this.track && this.audio) {
      const t = this.trackTime(this.audio, now);
      const end = rowsOf(this.track).at(-1)?.t ?? 0;
      const pose = t === null || t > end ? null : poseAt(this.track, t);
      if (!pose) {
        this.idle();
        return;
      }
      target = pose;
    } else {
      target = this.idlePose(now);
    }
    if (this.blend) {
      const k = Math.exp(-(now - this.blend.start) / BLEND_TAU_S);
      target = shifted(target, this.blend.from, this.blend.to, k);
      if (k < BLEND_DONE) this.blend = null;
    }
    this.show(target);
    this.loop();
  }

  // Seconds into the track: the audio's clock while it plays; after it ends, the rest of the track
  // (the settling, an emotion move longer than the line) runs on at the same rate. Null when the
  // audio was paused after it had started: the player moved on.
  /** @param {HTMLAudioElement} audio @param {number} now */
  trackTime(audio, now) {
    if (audio.ended) {
      if (this.endedAt === null) this.endedAt = { now, t: audio.currentTime };
      return this.endedAt.t + (now - this.endedAt.now) * (audio.playbackRate || 1);
    }
    if (audio.paused && audio.currentTime > 0) return null;
    return audio.currentTime;
  }
}
