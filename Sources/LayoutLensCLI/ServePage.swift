#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine

/// The page `serve` shows at `/`: the switches, the problems of the last drawing with their
/// source lines, and the site in a frame that reloads when the server announces a new drawing
/// (a server-sent `change` event, read with the browser's `EventSource`).
enum ServePage {
    static func html(variant: SiteVariant, inputs: [String]) -> String {
        let switches = SiteVariant.switches.map { entry in
            let options = entry.values.map { value in
                "<option\(value == variant[keyPath: entry.keyPath] ? " selected" : "")>\(escape(value))</option>"
            }.joined()
            return "<label>\(entry.title) <select name=\"\(entry.name)\">\(options)</select></label>"
        }.joined(separator: "\n    ")
        let dark = variant.theme == "dark" ? " class=\"dark\"" : ""
        return """
        <!DOCTYPE html>
        <html lang="en"\(dark)>
        <head>
        <meta charset="utf-8">
        <title>LayoutLens · \(escape(inputs.joined(separator: ", ")))</title>
        <style>
        html, body { margin: 0; height: 100%; font: 14px -apple-system, system-ui, sans-serif; }
        body { display: flex; flex-direction: column; }
        header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 8px 12px; border-bottom: 1px solid #ccc; }
        header select { font: inherit; }
        #state { margin-left: auto; color: #666; }
        #problems { margin: 0; padding: 8px 12px; background: #fff4f4; color: #a00; border-bottom: 1px solid #e99; max-height: 40vh; overflow: auto; white-space: pre-wrap; }
        iframe { flex: 1; border: 0; width: 100%; }
        html.dark body, html.dark header { background: #1c1c1e; color: #eee; }
        html.dark #problems { background: #3a1d1d; color: #ffb4b4; }
        @media (prefers-color-scheme: dark) { body, header { background: #1c1c1e; color: #eee; } #problems { background: #3a1d1d; color: #ffb4b4; } }
        </style>
        </head>
        <body>
        <header>
            <strong>LayoutLens</strong>
            \(switches)
            <span id="state">connecting…</span>
        </header>
        <pre id="problems" hidden></pre>
        <iframe id="site" src="/site/\(variant.key)/index.html" title="Layouts"></iframe>
        <script>
        const key = "\(variant.key)";
        const frame = document.getElementById("site");
        const problems = document.getElementById("problems");
        const state = document.getElementById("state");
        for (const select of document.querySelectorAll("header select")) {
          select.addEventListener("change", () => {
            const query = new URLSearchParams();
            for (const s of document.querySelectorAll("header select")) query.set(s.name, s.value);
            location.search = query.toString();
          });
        }
        function showStatus(reload) {
          fetch("/status/" + key).then(r => r.json()).then(s => {
            problems.textContent = s.diagnostics;
            problems.hidden = s.diagnostics.length === 0;
            state.textContent = s.summary;
            if (reload) frame.contentWindow.location.reload();
          }).catch(() => { state.textContent = "server stopped"; });
        }
        showStatus(false);
        const events = new EventSource("/events");
        events.addEventListener("rendering", () => { state.textContent = "drawing…"; });
        events.addEventListener("change", () => showStatus(true));
        events.onerror = () => { state.textContent = "reconnecting…"; };
        </script>
        </body>
        </html>

        """
    }

    /// `&`, `<`, `>` and quotes as HTML character references.
    static func escape(_ text: String) -> String {
        text.replacingEvery("&", with: "&amp;").replacingEvery("<", with: "&lt;")
            .replacingEvery(">", with: "&gt;").replacingEvery("\"", with: "&quot;")
    }
}
