// Injected by `taleweaver bench web` and the browser tests (Playwright's add_init_script), never served:
// collects each spoken line's timing from the page's speech queue into window.__tw_speech_log —
// {run, index, speaker, requested, received, started, ended, stopped, lead_ms, trail_ms, rate}
// (performance.now() times; see voice/speech.js, LineTiming), the newest 200 lines.
(() => {
  if (!location.protocol.startsWith("http")) return;
  const log = [];
  window.__tw_speech_log = log;
  import("/static/js/voice/speech.js").then(({ speechListeners }) => {
    speechListeners.add((event) => {
      if (event.type !== "queued") return;
      log.push(event.timing); // the queue fills the timing in as the line goes
      if (log.length > 200) log.splice(0, log.length - 200);
    });
  }, () => {});
})();
