// Plays a motion track (rows from taleweaver.body.render_motion_track) on an SVG head, against the
// audio clock: the row shown is the one for audio.currentTime, so motion and speech stay together
// even when the audio stalls or is sought. No dependencies, no build step.
//
//   import { createAvatar, playTrack } from "/static/js/motion-track.js";
//   const svg = createAvatar(document);            // or your own SVG with data-part="head" etc.
//   container.append(svg);
//   const stop = playTrack(svg, track, audioElement);  // returns a function that stops it
//
// Row: {"t": s, "head": {x, y, z, roll, pitch, yaw} (m, rad), "antennas": [right, left] (rad),
//       "body_yaw": rad, "events": [...]}. +yaw turns left, +pitch looks down.

const SVG_NS = "http://www.w3.org/2000/svg";
const RATE_HZ = 50;
const DEG = 180 / Math.PI;
const PX_PER_RAD_YAW = 40; // the face slides sideways as the head turns
const PX_PER_RAD_PITCH = 30;
const PX_PER_M = 1500;

function el(doc, name, attrs) {
  const node = doc.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

/** A small SVG robot head with two antennas, labelled for assistive technology. */
export function createAvatar(doc = document) {
  const svg = el(doc, "svg", { viewBox: "0 0 200 200", role: "img", "aria-label": "Story teller robot" });
  const body = el(doc, "g", { "data-part": "body" });
  body.append(el(doc, "rect", { x: 60, y: 150, width: 80, height: 40, rx: 18, fill: "#d9d4c7" }));
  const head = el(doc, "g", { "data-part": "head" });
  const right = el(doc, "line", { "data-part": "antenna-right", x1: 75, y1: 60, x2: 60, y2: 20, stroke: "#333", "stroke-width": 4, "stroke-linecap": "round" });
  const left = el(doc, "line", { "data-part": "antenna-left", x1: 125, y1: 60, x2: 140, y2: 20, stroke: "#333", "stroke-width": 4, "stroke-linecap": "round" });
  head.append(right, left);
  head.append(el(doc, "rect", { x: 45, y: 55, width: 110, height: 90, rx: 40, fill: "#f2efe8", stroke: "#333", "stroke-width": 3 }));
  const face = el(doc, "g", { "data-part": "face" });
  face.append(el(doc, "circle", { cx: 80, cy: 100, r: 11, fill: "#222" }));
  face.append(el(doc, "circle", { cx: 120, cy: 100, r: 11, fill: "#222" }));
  head.append(face);
  svg.append(body, head);
  return svg;
}

/** The row for time t (seconds since the audio started); null before the first. */
export function rowAt(track, t) {
  if (!track.length || t < track[0].t) return null;
  const i = Math.min(track.length - 1, Math.max(0, Math.floor((t - track[0].t) * RATE_HZ)));
  return track[i];
}

/** Apply one row to an SVG made by createAvatar (or with the same data-part names). */
export function applyRow(svg, row) {
  const part = (name) => svg.querySelector(`[data-part="${name}"]`);
  const h = row.head;
  const dx = -(h.yaw - row.body_yaw) * PX_PER_RAD_YAW + h.y * PX_PER_M;
  const dy = h.pitch * PX_PER_RAD_PITCH - h.z * PX_PER_M;
  part("head")?.setAttribute("transform", `translate(${dx.toFixed(2)} ${dy.toFixed(2)}) rotate(${(-h.roll * DEG).toFixed(2)} 100 100)`);
  part("face")?.setAttribute("transform", `translate(${(-h.yaw * PX_PER_RAD_YAW * 0.5).toFixed(2)} 0)`);
  part("body")?.setAttribute("transform", `translate(${(-row.body_yaw * PX_PER_RAD_YAW * 0.5).toFixed(2)} 0)`);
  // Antennas [right, left]: neutral is [-0.1745, 0.1745]; the right one sits on the viewer's left.
  part("antenna-right")?.setAttribute("transform", `rotate(${(row.antennas[0] * DEG + 10).toFixed(2)} 75 60)`);
  part("antenna-left")?.setAttribute("transform", `rotate(${(row.antennas[1] * DEG - 10).toFixed(2)} 125 60)`);
  svg.dataset.t = String(row.t);
}

/** Play `track` on `svg` following `audio.currentTime`; returns a function that stops it. */
export function playTrack(svg, track, audio, { requestFrame = requestAnimationFrame, cancelFrame = cancelAnimationFrame } = {}) {
  let handle = 0;
  let last = null;
  const frame = () => {
    const row = rowAt(track, audio.currentTime);
    if (row && row !== last) {
      applyRow(svg, row);
      last = row;
    }
    if (!audio.ended) handle = requestFrame(frame);
  };
  handle = requestFrame(frame);
  return () => cancelFrame(handle);
}
