// Generated from Templates/*.html by `LAYOUTLENS_UPDATE_TEMPLATES=1 swift test --filter EmbeddedTemplatesTests`.
// Do not edit: edit Templates/ and regenerate; a test fails while the two differ.

/// The site templates compiled into the binary (see `SiteTemplates`).
enum EmbeddedTemplates {
    static let all: [(name: String, file: String, source: String)] = [
        ("fixture", "Templates/fixture.html", ##"""
{{! One fixture file: its scenarios side by side. }}
<section class="fixture" id="{{anchor}}">
  <h2>{{name}}</h2>
  <p class="source">{{file}} · {{scenarioCount}} scenarios</p>
  <div class="scenarios">
    {{#scenarios}}
    {{> scenario}}
    {{/scenarios}}
  </div>
</section>

"""##),
        ("index", "Templates/index.html", ##"""
{{! The LayoutLens site: every fixture a section, its scenarios side by side.
    Rendered by `layoutlens render`; values are HTML-escaped unless written in triple braces.
    Self-contained: CSS and the filter script are inline, no network, works from file://. }}
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>{{title}}</title>
<style>
:root {
  --bg: #f2f2f7; --card: #ffffff; --text: #1c1c1e; --muted: #6c6c70; --line: #d1d1d6;
  --accent: #007aff; --code: #f2f2f7; --mark: rgba(0,122,255,0.12);
  font-family: system-ui, -apple-system, "SF Pro Text", "Helvetica Neue", Arial, sans-serif;
  color: var(--text); background: var(--bg);
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #000000; --card: #1c1c1e; --text: #f2f2f7; --muted: #98989d; --line: #38383a;
    --accent: #0a84ff; --code: #2c2c2e; --mark: rgba(10,132,255,0.2);
  }
}
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; line-height: 1.45; }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
header.top { position: sticky; top: 0; z-index: 2; background: var(--bg); border-bottom: 1px solid var(--line);
  padding: 12px 20px; display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center; }
header.top h1 { font-size: 20px; margin: 0; font-weight: 700; }
header.top .summary { color: var(--muted); font-size: 14px; font-variant-numeric: tabular-nums; }
header.top input { margin-left: auto; min-width: 220px; flex: 0 1 320px; font: inherit; font-size: 15px;
  padding: 6px 10px; border-radius: 8px; border: 1px solid var(--line); background: var(--card); color: var(--text); }
nav.toc { padding: 8px 20px 0; font-size: 14px; display: flex; flex-wrap: wrap; gap: 4px 14px; }
main { padding: 8px 20px 40px; }
section.fixture { margin-top: 24px; }
section.fixture > h2 { font-size: 18px; margin: 0 0 2px; }
section.fixture > p.source { margin: 0 0 12px; color: var(--muted); font-size: 13px; }
.scenarios { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
article.scenario { background: var(--card); border-radius: 12px; border: 1px solid var(--line);
  padding: 14px; flex: 0 1 auto; scroll-margin-top: 70px;
  width: max(380px, min(100%, calc(var(--diagram-width) + 30px))); max-width: 100%; }
article.scenario:target { outline: 3px solid var(--accent); }
article.scenario h3 { font-size: 16px; margin: 0 0 2px; display: flex; gap: 8px; align-items: baseline; }
article.scenario h3 a.anchor { color: var(--muted); font-weight: 400; }
article.scenario p.meta { margin: 0 0 10px; color: var(--muted); font-size: 13px; font-variant-numeric: tabular-nums; }
.diagram { overflow-x: auto; }
.diagram svg { display: block; max-width: 100%; height: auto; }
.description { font-size: 14px; margin: 8px 0 0; }
.warnings { margin: 8px 0 0; padding: 6px 10px; border-radius: 8px; background: rgba(255,149,0,0.14); font-size: 13px; }
details { margin-top: 10px; font-size: 13px; }
details summary { cursor: pointer; color: var(--accent); }
table.frames { border-collapse: collapse; margin-top: 6px; font-variant-numeric: tabular-nums; width: 100%; font-size: 13px; }
table.frames th, table.frames td { padding: 2px 5px; border-bottom: 1px solid var(--line); text-align: right; white-space: nowrap; }
table.frames th:first-child, table.frames td:first-child { text-align: left; }
table.frames td.view { padding-left: calc(5px + var(--depth, 0) * 10px); font-family: ui-monospace, "SF Mono", Menlo, monospace; font-size: 12px; }
table.frames tr.measured td { background: var(--mark); }
.table-wrap { overflow-x: auto; }
pre.snippet { background: var(--code); padding: 8px 10px; border-radius: 8px; overflow-x: auto; margin: 4px 0 8px;
  font-family: ui-monospace, "SF Mono", Menlo, monospace; font-size: 12px; user-select: all; white-space: pre; }
h4 { font-size: 12px; margin: 10px 0 0; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
p.empty { color: var(--muted); }
footer { color: var(--muted); font-size: 12px; padding: 0 20px 30px; }
@media (max-width: 600px) {
  header.top { padding: 10px 12px; position: static; }
  header.top input { margin-left: 0; flex: 1 1 100%; }
  main { padding: 4px 12px 30px; }
  article.scenario { width: 100%; padding: 10px; }
}
</style>
</head>
<body>
<header class="top">
  <h1>{{title}}</h1>
  <span class="summary"><span id="count">{{scenarioCount}}</span> of {{scenarioCount}} scenarios · {{fixtureCount}} fixtures · {{diagramCount}} diagrams</span>
  <input id="filter" type="search" placeholder="Filter scenarios…" aria-label="Filter scenarios by name" autocomplete="off">
</header>
{{#hasFixtures}}
<nav class="toc" aria-label="Fixtures">
  {{#fixtures}}
  <a href="#{{anchor}}">{{name}}</a>
  {{/fixtures}}
</nav>
{{/hasFixtures}}
<main>
{{#fixtures}}
{{> fixture}}
{{/fixtures}}
{{^hasFixtures}}
<p class="empty">No scenarios were found.</p>
{{/hasFixtures}}
<p class="empty" id="no-match" hidden>No scenario matches the filter.</p>
</main>
<footer>Frames computed by LayoutLens as SwiftUI on iOS lays them out (1 pt = 1 px at 1×). Labels are widths in points.</footer>
<script>
(function () {
  // Filters scenarios by fixture and scenario name; the query lives in the URL (#?q=…) so a
  // filtered page can be linked. Everything stays visible when scripts are off.
  var input = document.getElementById("filter");
  var count = document.getElementById("count");
  var empty = document.getElementById("no-match");
  function apply() {
    var query = input.value.trim().toLowerCase();
    var shown = 0;
    document.querySelectorAll("article[data-name]").forEach(function (card) {
      var hit = !query || card.getAttribute("data-name").indexOf(query) !== -1;
      card.hidden = !hit;
      if (hit) { shown += 1; }
    });
    document.querySelectorAll("section.fixture").forEach(function (section) {
      section.hidden = !section.querySelector("article[data-name]:not([hidden])");
    });
    count.textContent = String(shown);
    empty.hidden = shown !== 0 || !query;
  }
  function remember() {
    var query = input.value.trim();
    try {
      history.replaceState(null, "", query ? "#?q=" + encodeURIComponent(query) : location.pathname + location.search);
    } catch (error) {
      // Some browsers refuse history changes on file:// pages; filtering still works.
    }
  }
  if (location.hash.indexOf("#?q=") === 0) {
    input.value = decodeURIComponent(location.hash.slice(4));
  }
  input.addEventListener("input", function () { apply(); remember(); });
  apply();
})();
</script>
</body>
</html>

"""##),
        ("report-scenario", "Templates/report-scenario.html", ##"""
<section class="scenario {{status}}{{#isDifference}} difference{{/isDifference}}" id="{{anchor}}" data-name="{{id}} {{name}}">
<h2><span class="badge {{status}}">{{symbol}} {{status}}</span>{{name}} <a href="#{{anchor}}" aria-label="Link to {{id}}">#</a></h2>
<p class="file">{{id}} · {{file}} · snapshot {{snapshot}}</p>
{{#why}}<p class="why"><strong>Why:</strong> {{why}}</p>{{/why}}
{{#hasLines}}<ul class="deltas">{{#lines}}<li>{{text}}</li>{{/lines}}</ul>{{/hasLines}}
{{#pictures}}
<div class="pictures">
<figure><figcaption>Before</figcaption>{{{before}}}</figure>
<figure><figcaption>After</figcaption>{{{after}}}</figure>
{{#diff}}<figure><figcaption>Diff: dashed = before, thick with corner ticks = changed</figcaption>{{{diff}}}</figure>{{/diff}}
</div>
{{#onion}}<div class="onion"><label>Onion skin (before ↔ after) <input class="onion-slider" type="range" min="0" max="100" value="50"></label>
<div class="onion-stack"><div class="onion-before">{{{onionBefore}}}</div><div class="onion-after">{{{onionAfter}}}</div></div></div>{{/onion}}
{{/pictures}}
{{#hasRows}}<table>
<thead><tr><th>view</th><th>path</th><th>x</th><th>y</th><th>width</th><th>height</th></tr></thead>
<tbody>{{#rows}}<tr class="{{state}}"><td>{{label}}</td><td>{{path}}</td>{{#cells}}<td{{#changed}} class="delta"{{/changed}}>{{value}}</td>{{/cells}}</tr>
{{/rows}}</tbody>
</table>{{/hasRows}}
{{#approve}}<p class="approve">Accept this change: <code>{{approve}}</code></p>{{/approve}}
</section>

"""##),
        ("report", "Templates/report.html", ##"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>LayoutLens check — {{headline}}</title>
<style>
:root{--bg:#fff;--fg:#1c1c1e;--muted:#6e6e73;--line:#d1d1d6;--card:#f5f5f7;--changed:#c93400;--added:#248a3d;--removed:#d70015;--same:#6e6e73}
@media (prefers-color-scheme: dark){:root{--bg:#1c1c1e;--fg:#f2f2f7;--muted:#aeaeb2;--line:#3a3a3c;--card:#2c2c2e;--changed:#ffb340;--added:#30d158;--removed:#ff6961;--same:#aeaeb2}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
header{position:sticky;top:0;z-index:2;background:var(--bg);border-bottom:1px solid var(--line);padding:12px 16px}
h1{font-size:20px;margin:0 0 8px}
.chips{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 8px;padding:0;list-style:none}
.chip{border:1.5px solid currentColor;border-radius:999px;padding:2px 10px;font-weight:600;font-variant-numeric:tabular-nums;text-decoration:none}
.chip.changed,.badge.changed,tr.changed td:first-child,.deltas li{color:var(--changed)}.chip.added,.badge.added,tr.added{color:var(--added)}.chip.removed,.chip.orphaned,.badge.removed,.badge.orphaned,tr.removed{color:var(--removed)}.chip.unchanged,.badge.unchanged{color:var(--same)}
.tools{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
input[type=search]{font:inherit;padding:6px 10px;border:1px solid var(--line);border-radius:8px;background:var(--card);color:var(--fg);min-width:16em}
.help{color:var(--muted);font-size:13px}
kbd{border:1px solid var(--line);border-radius:4px;padding:0 4px;font-size:12px}
main{padding:16px;max-width:1400px}
section.scenario{border:1px solid var(--line);border-radius:12px;padding:12px 16px;margin:0 0 16px;background:var(--bg)}
section.scenario:target,section.scenario.current{outline:3px solid var(--changed)}
h2{font-size:17px;margin:0 0 4px;word-break:break-word}
h2 a{color:var(--muted);text-decoration:none}
.badge{font-size:13px;font-weight:700;margin-right:6px}
.file{color:var(--muted);font-size:13px;margin:0 0 8px;word-break:break-all}
.why{background:var(--card);border-left:4px solid var(--changed);padding:6px 10px;margin:8px 0}
.deltas{margin:8px 0;padding-left:20px;font-variant-numeric:tabular-nums}
.pictures{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
figure{margin:0;max-width:100%;overflow:auto}
figcaption{font-weight:600;font-size:13px;color:var(--muted);margin-bottom:4px}
svg{max-width:100%;height:auto}
.onion{margin-top:12px}
.onion label{display:block;margin-bottom:4px;font-weight:600;font-size:13px;color:var(--muted)}
.onion-stack{position:relative;display:block;width:max-content;max-width:100%}
.onion-after{position:absolute;left:0;top:0;opacity:.5}
table{border-collapse:collapse;margin-top:12px;font-size:13px;font-variant-numeric:tabular-nums;display:block;overflow-x:auto}
th,td{border:1px solid var(--line);padding:3px 8px;text-align:right;white-space:nowrap}
th:first-child,td:first-child,th:nth-child(2),td:nth-child(2){text-align:left}
td.delta{color:var(--changed);font-weight:700}
td.delta::before{content:"Δ ";font-weight:400}
.approve code{background:var(--card);padding:2px 6px;border-radius:6px;word-break:break-all}
.hidden{display:none}
</style>
</head>
<body>
<header>
<h1>Layout check: {{headline}}</h1>
<ul class="chips">{{#chips}}<li><a class="chip {{status}}" href="#{{first}}" title="{{count}} {{status}}">{{symbol}} {{count}} {{status}}</a></li>{{/chips}}</ul>
<div class="tools">
<input id="filter" type="search" placeholder="Filter scenarios by name" aria-label="Filter scenarios by name">
<span class="help"><kbd>j</kbd> / <kbd>k</kbd>: next / previous change · <kbd>/</kbd>: filter</span>
</div>
</header>
<main>
{{#scenarios}}{{> report-scenario}}{{/scenarios}}
{{^scenarios}}<p>No scenarios were checked.</p>{{/scenarios}}
</main>
<script>
(function () {
  var sections = Array.prototype.slice.call(document.querySelectorAll("section.scenario"));
  var filter = document.getElementById("filter");
  filter.addEventListener("input", function () {
    var needle = filter.value.toLowerCase();
    sections.forEach(function (s) { s.classList.toggle("hidden", s.getAttribute("data-name").toLowerCase().indexOf(needle) < 0); });
  });
  var current = -1;
  function changes() { return sections.filter(function (s) { return s.classList.contains("difference") && !s.classList.contains("hidden"); }); }
  document.addEventListener("keydown", function (event) {
    if (event.target === filter) { if (event.key === "Escape") { filter.blur(); } return; }
    if (event.key === "/") { event.preventDefault(); filter.focus(); return; }
    if (event.key !== "j" && event.key !== "k") { return; }
    var list = changes();
    if (!list.length) { return; }
    current = event.key === "j" ? Math.min(current + 1, list.length - 1) : Math.max(current - 1, 0);
    sections.forEach(function (s) { s.classList.remove("current"); });
    list[current].classList.add("current");
    list[current].scrollIntoView({block: "start"});
  });
  Array.prototype.forEach.call(document.querySelectorAll(".onion-slider"), function (slider) {
    var after = slider.closest(".onion").querySelector(".onion-after");
    slider.addEventListener("input", function () { after.style.opacity = String(slider.value / 100); });
  });
})();
</script>
</body>
</html>

"""##),
        ("scenario", "Templates/scenario.html", ##"""
{{! One scenario: its diagram, the frames table and the embed snippets. }}
<article class="scenario" id="{{anchor}}" data-name="{{filterText}}" style="--diagram-width:{{width}}px">
  <h3>{{name}} <a class="anchor" href="#{{anchor}}" aria-label="Link to {{name}}">#</a></h3>
  <p class="meta">proposed {{proposal}}{{#line}} · line {{line}}{{/line}} · <a href="{{path}}">SVG</a> {{width}}×{{height}}</p>
  <div class="diagram">
{{{svg}}}
  </div>
  <p class="description">{{description}}</p>
  {{#hasWarnings}}
  <div class="warnings">
    {{#warnings}}
    <div>{{.}}</div>
    {{/warnings}}
  </div>
  {{/hasWarnings}}
  <details open>
    <summary>Frames</summary>
    <div class="table-wrap">
      <table class="frames">
        <thead><tr><th scope="col">View</th><th scope="col">x</th><th scope="col">y</th><th scope="col">width</th><th scope="col">height</th></tr></thead>
        <tbody>
          {{#frames}}
          <tr{{#measured}} class="measured"{{/measured}}><td class="view" style="--depth:{{depth}}">{{view}}</td><td>{{x}}</td><td>{{y}}</td><td>{{width}}</td><td>{{height}}</td></tr>
          {{/frames}}
        </tbody>
      </table>
    </div>
  </details>
  <details>
    <summary>Embed</summary>
    <h4>Markdown</h4>
    <pre class="snippet"><code>{{markdown}}</code></pre>
    <h4>HTML</h4>
    <pre class="snippet"><code>{{imageTag}}</code></pre>
    <h4>Figure</h4>
    <pre class="snippet"><code>{{figure}}</code></pre>
  </details>
</article>

"""##),
    ]
}
