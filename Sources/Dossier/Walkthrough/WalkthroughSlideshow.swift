import Simulation

/// The slideshow's own style and script, written into each slideshow page: plain CSS and
/// JavaScript, nothing fetched. Without the script every screen shows in a column (and
/// prints so); with it one screen shows at a time, stepped by ← and → or the buttons, and the
/// address's `#n` opens screen n.
enum WalkthroughSlideshow {
    /// A screen's kind, for the page's `data-screen` (what a reader or a test follows the path by).
    static func kind(_ snapshot: Snapshot) -> String {
        switch snapshot.foreground {
        case .home: "home"
        case .crashed: "crashed"
        case .sheet(.enableCollection): "enable-collection"
        case .sheet(.intro): "sheet-intro"
        case .sheet(.sensor(let i)): "sheet-sensor:" + (snapshot.sheet.map { $0.sensors.indices.contains(i) ? $0.sensors[i].description : "" } ?? "")
        case .sheet(.review): "sheet-review"
        case .requiredAlert(let sensor): "required-alert:" + sensor.description
        case .motionAlert: "motion-alert"
        case .settings(.privacy): "settings-privacy"
        case .settings(.research): "settings-research"
        case .settings(.study): "settings-study"
        case .settings(.motion): "settings-motion"
        case .deleteConfirmation: "delete-confirmation"
        case .collectionOffAlert: "collection-off-alert"
        }
    }

    static let css = """
    ol.frames { list-style: none; padding: 0; }
    li.frame { margin: 0 0 2em; text-align: center; }
    li.frame img { width: auto; height: auto; max-width: 100%; max-height: 72vh; }
    p.step { color: #636366; font-size: .9em; margin: .2em 0; }
    p.caption { font-size: 1.3em; font-weight: 600; margin: .4em 0; }
    p.caption.end { color: #636366; font-weight: normal; }
    p.where { font-size: .9em; }
    div.slide-controls { text-align: center; margin: 1em 0; }
    div.slide-controls button { font: inherit; padding: .3em 1em; }
    .slideshow li.frame:not(.current) { display: none; }
    @media print { div.slide-controls { display: none; } .slideshow li.frame:not(.current) { display: block; } li.frame { break-inside: avoid; } }

    """

    static let script = """
    (function () {
      var frames = document.querySelectorAll("li.frame");
      var controls = document.querySelector("div.slide-controls");
      var previous = document.getElementById("previous"), next = document.getElementById("next");
      var counter = document.getElementById("counter");
      var current = 0;
      function show(i) {
        current = Math.max(0, Math.min(frames.length - 1, i));
        for (var n = 0; n < frames.length; n++) { frames[n].classList.toggle("current", n === current); }
        counter.textContent = (current + 1) + " / " + frames.length;
        previous.disabled = current === 0;
        next.disabled = current === frames.length - 1;
        try { history.replaceState(null, "", "#" + (current + 1)); } catch (e) {}
      }
      document.body.classList.add("slideshow");
      controls.hidden = false;
      previous.addEventListener("click", function () { show(current - 1); });
      next.addEventListener("click", function () { show(current + 1); });
      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) { return; }
        var to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: frames.length - 1 }[event.key];
        if (to !== undefined) { event.preventDefault(); show(to); }
      });
      var start = parseInt(location.hash.slice(1), 10);
      show(isNaN(start) ? 0 : start - 1);
    })();

    """
}
