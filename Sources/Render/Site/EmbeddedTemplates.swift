// Generated from Templates/*.html by `LAYOUTLENS_UPDATE_TEMPLATES=1 swift test --filter EmbeddedTemplatesTests`.
// Do not edit: edit Templates/ and regenerate; a test fails while the two differ.

/// The site templates compiled into the binary (see `SiteTemplates`).
enum EmbeddedTemplates {
    static let all: [(name: String, file: String, source: String)] = [
        ("explain-script", "Templates/explain-script.html", ##"""
{{! The step-through's script: for every section.step-through, previous/next buttons, a slider,
    the arrow keys and a permalink per step (#<scenario>-step-<n>); each step highlights the view
    it asks about on the diagram, draws the proposal dashed and the answer solid, and shows its
    sentence under the diagram. Inline and self-contained, so it works from file://. }}
<script>
(function () {
  var SVG = "http://www.w3.org/2000/svg";
  var throughs = [];
  var active = null;
  function rect(layer, stroke, fill, dash) {
    var shape = document.createElementNS(SVG, "rect");
    shape.setAttribute("fill", fill);
    shape.setAttribute("stroke", stroke);
    shape.setAttribute("stroke-width", "2");
    shape.setAttribute("vector-effect", "non-scaling-stroke");
    if (dash) { shape.setAttribute("stroke-dasharray", "6 4"); }
    layer.appendChild(shape);
    return shape;
  }
  function place(shape, box) {
    if (!box) { shape.setAttribute("visibility", "hidden"); return; }
    var values = box.split(" ");
    shape.setAttribute("x", values[0]);
    shape.setAttribute("y", values[1]);
    shape.setAttribute("width", values[2]);
    shape.setAttribute("height", values[3]);
    shape.removeAttribute("visibility");
  }
  document.querySelectorAll("section.step-through").forEach(function (section) {
    var items = Array.prototype.slice.call(section.querySelectorAll("li[data-step]"));
    if (!items.length) { return; }
    // The diagram the steps are drawn on: the report marks its own, the site's is the scenario's.
    var host = section.closest("[data-step-host]") || section.closest("article");
    var svg = host ? (host.querySelector("[data-step-diagram] svg") || host.querySelector(".diagram svg")) : null;
    var sentence = section.querySelector(".step-sentence");
    var controls = section.querySelector(".step-controls");
    var slider = section.querySelector(".step-slider");
    var previous = section.querySelector(".step-prev");
    var next = section.querySelector(".step-next");
    var number = section.querySelector(".step-number");
    var link = section.querySelector(".step-link");
    section.classList.add("scripted");
    // The sentence under the diagram now tells the current step; the full list stays one click away.
    section.querySelector("details.step-list").open = false;
    sentence.hidden = false;
    controls.hidden = false;
    var layer = null, highlight = null, proposal = null, answer = null;
    if (svg) {
      layer = document.createElementNS(SVG, "g");
      layer.setAttribute("class", "ll-step-layer");
      layer.setAttribute("pointer-events", "none");
      highlight = rect(layer, "none", "rgba(0,122,255,0.18)", false);
      proposal = rect(layer, "#ff9500", "none", true);
      answer = rect(layer, "#007aff", "none", false);
      svg.appendChild(layer);
    }
    var through = { section: section, current: 1, svg: svg, controls: controls, sentence: sentence,
                    highlight: highlight, list: section.querySelector("details.step-list") };
    function show(step, remember) {
      step = Math.max(1, Math.min(items.length, step));
      through.current = step;
      var item = items[step - 1];
      section.setAttribute("data-current", String(step));
      items.forEach(function (other, index) { other.classList.toggle("current", index === step - 1); });
      sentence.textContent = step + ". " + item.textContent;
      slider.value = String(step);
      number.textContent = String(step);
      link.setAttribute("href", "#" + item.id);
      previous.disabled = step === 1;
      next.disabled = step === items.length;
      if (layer) {
        place(highlight, item.getAttribute("data-highlight"));
        place(proposal, item.getAttribute("data-proposal"));
        place(answer, item.getAttribute("data-answer"));
      }
      if (remember) {
        try { history.replaceState(null, "", "#" + item.id); } catch (error) {
          // file:// pages may refuse history changes; the link beside the slider still works.
        }
      }
    }
    through.step = function (delta) { show(through.current + delta, true); };
    through.show = show;
    previous.addEventListener("click", function () { active = through; through.step(-1); });
    next.addEventListener("click", function () { active = through; through.step(1); });
    slider.addEventListener("input", function () { active = through; show(Number(slider.value), true); });
    items.forEach(function (item, index) {
      item.addEventListener("click", function () { active = through; show(index + 1, true); });
    });
    section.addEventListener("focusin", function () { active = through; });
    show(1, false);
    throughs.push(through);
  });
  function visible(through) {
    return !through.section.closest("[hidden], .hidden");
  }
  // A step permalink shows the diagram and the step together: the browser's own jump to the
  // fragment would put the (collapsed) list item at the top, with the diagram above the fold.
  // When the diagram, the sentence and the controls fit the window they are all shown, the
  // diagram's top at the window's top; otherwise the controls sit at the bottom with as much of
  // the diagram above them as fits (the step's highlighted view first).
  // How far a header that stays at the window's top (sticky or fixed) reaches down.
  function headerBottom() {
    var reach = 0;
    document.querySelectorAll("header").forEach(function (header) {
      var position = getComputedStyle(header).position;
      if (position === "sticky" || position === "fixed") { reach = Math.max(reach, header.getBoundingClientRect().height); }
    });
    return reach;
  }
  function reveal(through) {
    var svg = through.svg;
    var bottom = through.controls.getBoundingClientRect().bottom;
    var margin = 8, ceiling = headerBottom() + margin, room = window.innerHeight - margin - ceiling;
    var top = svg ? svg.getBoundingClientRect().top : through.section.getBoundingClientRect().top;
    if (bottom - top > room && through.highlight && through.highlight.getAttribute("visibility") !== "hidden") {
      top = Math.min(through.highlight.getBoundingClientRect().top, through.sentence.getBoundingClientRect().top);
    }
    var shift = bottom - top <= room ? top - ceiling : bottom - (window.innerHeight - margin);
    window.scrollTo({ left: 0, top: Math.max(0, window.scrollY + shift), behavior: "instant" });
  }
  function showPermalink() {
    if (location.hash.indexOf("-step-") === -1) { return; }
    var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    throughs.forEach(function (through) {
      if (target && through.section.contains(target)) {
        active = through;
        through.list.open = false;
        through.show(Number(target.getAttribute("data-step")), false);
        reveal(through);
      }
    });
  }
  showPermalink();
  // The browser jumps to the fragment once the page has loaded, after this script: show the
  // step again then, and whenever the fragment changes (the link beside the slider).
  window.addEventListener("load", function () { setTimeout(showPermalink, 0); });
  window.addEventListener("hashchange", showPermalink);
  document.addEventListener("keydown", function (event) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") { return; }
    var target = event.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable)) { return; }
    var through = active && visible(active) ? active : throughs.filter(visible)[0];
    if (!through) { return; }
    through.step(event.key === "ArrowRight" ? 1 : -1);
    event.preventDefault();
  });
})();
</script>

"""##),
        ("explain-steps", "Templates/explain-steps.html", ##"""
{{! A scenario's step-through: the numbered steps of `layoutlens explain`. Without scripts it is
    the numbered list; explain-script.html adds previous/next, a slider, arrow keys and a
    permalink per step, and draws each step over the diagram above. }}
{{#hasSteps}}
<section class="step-through" aria-label="How SwiftUI lays out {{name}}, step by step">
  <p class="step-sentence" aria-live="polite" hidden></p>
  <div class="step-controls" hidden>
    <button type="button" class="step-prev" aria-label="Previous step">&#8592;</button>
    <input type="range" class="step-slider" min="1" max="{{stepCount}}" value="1" aria-label="Step">
    <button type="button" class="step-next" aria-label="Next step">&#8594;</button>
    <span class="step-count">step <span class="step-number">1</span> of {{stepCount}}</span>
    <a class="step-link" href="#{{anchor}}">link to this step</a>
  </div>
  <details class="step-list" open>
    <summary>Explanation ({{stepCount}} steps)</summary>
    <ol>
      {{#steps}}
      <li id="{{id}}" data-step="{{number}}" data-kind="{{kind}}" data-subject="{{subject}}" data-highlight="{{highlight}}" data-proposal="{{proposal}}" data-answer="{{answer}}">{{sentence}}</li>
      {{/steps}}
    </ol>
  </details>
</section>
{{/hasSteps}}

"""##),
        ("explain-style", "Templates/explain-style.html", #"""
{{! Styles of the step-through (explain-steps.html); inside the <style> of the site and of the
    check report (which has no --mark or --text, hence the fallbacks). }}
section.step-through { margin-top: 8px; font-size: 14px; }
.step-sentence { margin: 0 0 6px; padding: 6px 10px; border-radius: 8px; background: var(--mark, rgba(0,122,255,0.12)); min-height: 2.9em; }
.step-controls { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; font-size: 13px; }
.step-controls button { font: inherit; padding: 2px 10px; border-radius: 6px; border: 1px solid var(--line);
  background: var(--card); color: var(--text, var(--fg)); cursor: pointer; }
.step-controls button:disabled { opacity: 0.4; cursor: default; }
.step-controls .step-slider { flex: 1 1 120px; }
.step-controls .step-count { color: var(--muted); font-variant-numeric: tabular-nums; }
.step-list ol { margin: 6px 0 0; padding-left: 2.2em; max-height: 18em; overflow-y: auto; }
.step-list li { padding: 1px 0; }
.step-list li.current { background: var(--mark, rgba(0,122,255,0.12)); border-radius: 4px; }

"""#),
        ("fixture", "Templates/fixture.html", ##"""
{{! One fixture file: its source (collapsed) and its scenarios side by side. }}
<section class="fixture" id="{{anchor}}">
  <h2>{{name}}</h2>
  <p class="source">{{file}} · {{scenarioCount}} scenarios</p>
  {{#fileSource}}
  <details class="file-source">
    <summary>Source of {{file}}</summary>
    <pre class="code">{{{fileSource}}}</pre>
  </details>
  {{/fileSource}}
  {{#hasFailures}}
  <div class="failure" role="alert">
    <h3>Could not be read</h3>
    <pre>{{failures}}</pre>
  </div>
  {{/hasFailures}}
  <div class="scenarios">
    {{#scenarios}}
    {{> scenario}}
    {{/scenarios}}
  </div>
</section>

"""##),
        ("index", "Templates/index.html", ##"""
{{! The LayoutLens site: a section per module, in it every fixture a section, its scenarios side by side.
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
nav.toc a.toc-module { flex-basis: 100%; font-weight: 600; }
h2.module { margin: 28px 0 0; font-size: 22px; border-bottom: 1px solid #ccc; }
p.module-summary { margin: 2px 0 8px; color: var(--muted); font-size: 13px; }
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
.pair { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
.pair > .diagram { flex: 0 1 auto; max-width: 100%; }
article.scenario.has-source { width: min(100%, calc(var(--diagram-width) + 520px)); }
pre.code { margin: 0; padding: 8px 0; background: var(--code); border-radius: 8px; overflow: auto;
  font-family: ui-monospace, "SF Mono", Menlo, monospace; font-size: 12px; line-height: 1.5; tab-size: 4; }
.pair > pre.code { flex: 1 1 300px; max-height: 480px; }
pre.code .ln { display: block; padding: 0 10px 0 0; }
pre.code .ln .no { display: inline-block; min-width: 3.5ch; padding-right: 1.5ch; text-align: right; color: var(--muted); user-select: none; }
pre.code .ln.hot { background: var(--mark); }
.hl-keyword { color: #ad3da4; font-weight: 600; } .hl-string { color: #d12f1b; } .hl-number { color: #272ad8; }
.hl-comment { color: #707f8c; font-style: italic; } .hl-type { color: #0b4f79; } .hl-attribute { color: #804fb8; }
.hl-member { color: #3e8087; }
@media (prefers-color-scheme: dark) {
  .hl-keyword { color: #ff7ab2; } .hl-string { color: #ff8170; } .hl-number { color: #d9c97c; }
  .hl-comment { color: #7f8c98; } .hl-type { color: #6bdfff; } .hl-attribute { color: #cc9768; } .hl-member { color: #78c2b3; }
}
svg .hot { stroke: #ff9500 !important; stroke-width: 2px !important; }
details.file-source { margin: 0 0 12px; }
details.file-source pre.code { max-height: 520px; margin-top: 6px; }
.diagram svg { display: block; max-width: 100%; height: auto; }
.description { font-size: 14px; margin: 8px 0 0; }
.failure { margin: 8px 0 12px; padding: 8px 12px; border-radius: 8px; background: rgba(255,59,48,0.12); }
.failure h3 { margin: 0 0 6px; font-size: 15px; color: #d70015; }
.failure pre { margin: 0; font-size: 12px; white-space: pre-wrap; overflow-wrap: anywhere; }
.failed { color: #d70015; }
.dropped { color: var(--muted); }
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
{{> explain-style}}
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
  <span class="summary"><span id="count">{{scenarioCount}}</span> of {{scenarioCount}} scenarios · {{fixtureCount}} fixtures · {{diagramCount}} diagrams{{#hasFailures}} · <strong class="failed">{{failureCount}} failed to read</strong>{{/hasFailures}}</span>
  <input id="filter" type="search" placeholder="Filter scenarios…" aria-label="Filter scenarios by name" autocomplete="off">
</header>
{{#hasFixtures}}
<nav class="toc" aria-label="Fixtures">
  {{#modules}}
  {{#hasHeading}}<a class="toc-module" href="#{{anchor}}">{{title}}</a>{{/hasHeading}}
  {{#fixtures}}
  <a href="#{{anchor}}">{{name}}</a>
  {{/fixtures}}
  {{/modules}}
</nav>
{{/hasFixtures}}
<main>
{{! A section per module (package target, Xcode target or folder), its files in it; files read
    alone come without a heading. }}
{{#modules}}
{{#hasHeading}}
<section class="module" id="{{anchor}}">
<h2 class="module">{{title}}</h2>
<p class="module-summary">{{fixtureCount}} files · {{scenarioCount}} scenarios</p>
{{/hasHeading}}
{{#fixtures}}
{{> fixture}}
{{/fixtures}}
{{#hasHeading}}
</section>
{{/hasHeading}}
{{/modules}}
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
    document.querySelectorAll("section.module").forEach(function (module) {
      module.hidden = !module.querySelector("section.fixture:not([hidden])");
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
  // Hovering a box lights up its source line, and a source line the boxes it made, within one
  // fixture: both carry data-line, the line number in the file.
  document.querySelectorAll("section.fixture").forEach(function (section) {
    function mark(event, on) {
      var target = event.target.closest ? event.target.closest("[data-line]") : null;
      if (!target || !section.contains(target)) { return; }
      var line = target.getAttribute("data-line");
      section.querySelectorAll('[data-line="' + line + '"]').forEach(function (element) {
        element.classList.toggle("hot", on);
      });
    }
    section.addEventListener("mouseover", function (event) { mark(event, true); });
    section.addEventListener("mouseout", function (event) { mark(event, false); });
  });
})();
</script>
{{> explain-script}}
</body>
</html>

"""##),
        ("report-scenario", "Templates/report-scenario.html", ##"""
<section class="scenario {{status}}{{#isDifference}} difference{{/isDifference}}" id="{{anchor}}" data-name="{{id}} {{name}}" data-status="{{status}}" data-id="{{id}}"{{#approve}} data-approvable="1"{{/approve}}>
<h3><span class="badge {{status}}">{{symbol}} {{status}}</span>{{name}} <a class="anchor" href="#{{anchor}}" aria-label="Link to {{id}}">#</a></h3>
<p class="file"><a href="{{href}}">{{location}}</a> · {{id}}{{#renamedFrom}} · <strong>renamed from {{renamedFrom}}</strong>{{/renamedFrom}} · snapshot {{snapshot}}</p>
{{#why}}<p class="why"><strong>Why:</strong> {{why}}</p>{{/why}}
{{> report-why-step}}
{{#hasLines}}<ul class="deltas">{{#lines}}<li>{{text}}</li>{{/lines}}</ul>{{/hasLines}}
{{#pictures}}
{{#diagrams}}<div class="pictures">
<figure><figcaption>Before</figcaption>{{{before}}}</figure>
<figure><figcaption>After</figcaption>{{{after}}}</figure>
</div>{{/diagrams}}
<div class="pictures compare">
{{#source}}<figure class="source">{{#files}}<figcaption>Source diff: {{file}}</figcaption><pre class="diff">{{#lines}}<span class="{{kind}}">{{prefix}} {{number}} {{text}}</span>{{/lines}}</pre>{{/files}}
{{#showPreview}}<figcaption>Preview source (recorded → now)</figcaption>{{#note}}<p class="note">{{note}}</p>{{/note}}<pre class="diff">{{#lines}}<span class="{{kind}}">{{prefix}} {{text}}</span>{{/lines}}</pre>{{/showPreview}}</figure>{{/source}}
{{#diff}}<figure><figcaption>Layout diff: dashed = before, thick with corner ticks = changed</figcaption>{{{diff}}}</figure>{{/diff}}
</div>
{{#onion}}<div class="onion"><label>Onion skin (before ↔ after) <input class="onion-slider js-only" type="range" min="0" max="100" value="50"></label>
<div class="onion-stack"><div class="onion-before">{{{onionBefore}}}</div><div class="onion-after">{{{onionAfter}}}</div></div></div>{{/onion}}
{{/pictures}}
{{> report-steps}}
{{#hasRows}}<table>
<thead><tr><th>view</th><th>path</th><th>x</th><th>y</th><th>width</th><th>height</th></tr></thead>
<tbody>{{#rows}}<tr class="{{state}}"><td>{{label}}</td><td>{{path}}</td>{{#cells}}<td{{#changed}} class="delta"{{/changed}}>{{value}}</td>{{/cells}}</tr>
{{/rows}}</tbody>
</table>{{/hasRows}}
{{#approve}}<p class="approve">Accept this change: <code>{{approve}}</code> <button type="button" class="copy js-only" data-copy="{{approve}}">Copy</button></p>{{/approve}}
</section>

"""##),
        ("report-steps", "Templates/report-steps.html", ##"""
{{! A changed scenario's current layout, step by step: its recorded trace told in the sentences of
    `layoutlens explain`, drawn on its own copy of the after diagram (explain-steps.html). }}
{{#hasSteps}}<div class="report-steps" data-step-host>
<figure data-step-diagram><figcaption>After, step by step</figcaption>{{{stepDiagram}}}</figure>
{{> explain-steps}}
</div>{{/hasSteps}}

"""##),
        ("report-why-step", "Templates/report-why-step.html", ##"""
{{! The why of a change in the sentences of `layoutlens explain`: the first step of the layout's
    story whose proposal or answer differs, as recorded and as it is now. }}
{{#whyStep}}<div class="why why-step"><strong>First step that differs (step {{number}}):</strong>
<ul><li>before: {{before}}</li><li>after: {{after}}</li></ul></div>{{/whyStep}}

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
:root{--bg:#fff;--fg:#1c1c1e;--muted:#6e6e73;--line:#d1d1d6;--card:#f5f5f7;--changed:#c93400;--added:#248a3d;--removed:#d70015;--renamed:#0a5fc2;--same:#6e6e73;--ins:rgba(36,138,61,.16);--del:rgba(215,0,21,.13)}
@media (prefers-color-scheme: dark){:root{--bg:#1c1c1e;--fg:#f2f2f7;--muted:#aeaeb2;--line:#3a3a3c;--card:#2c2c2e;--changed:#ffb340;--added:#30d158;--removed:#ff6961;--renamed:#64a8ff;--same:#aeaeb2;--ins:rgba(48,209,88,.2);--del:rgba(255,105,97,.2)}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
header{position:sticky;top:0;z-index:2;background:var(--bg);border-bottom:1px solid var(--line);padding:12px 16px}
h1{font-size:20px;margin:0 0 8px}
.chips{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 8px;padding:0;list-style:none}
.chip{border:1.5px solid currentColor;border-radius:999px;padding:2px 10px;font-weight:600;font-variant-numeric:tabular-nums;text-decoration:none}
.chip[aria-pressed=true]{background:currentColor}.chip[aria-pressed=true] span{color:var(--bg)}
.chip.changed,.badge.changed,tr.changed td:first-child,.deltas li{color:var(--changed)}.chip.added,.badge.added,tr.added{color:var(--added)}.chip.removed,.chip.orphaned,.badge.removed,.badge.orphaned,tr.removed{color:var(--removed)}.chip.renamed,.badge.renamed{color:var(--renamed)}.chip.unchanged,.badge.unchanged{color:var(--same)}
html:not(.js) .js-only{display:none!important}
button{font:inherit;font-size:13px;padding:2px 10px;border:1px solid var(--line);border-radius:6px;background:var(--card);color:var(--fg);cursor:pointer}
.approve-all{margin-top:8px;font-size:13px}.approve-all code{background:var(--card);padding:2px 6px;border-radius:6px;word-break:break-all}
section.file-group{margin:0 0 24px}
h2.file-name{font-size:15px;margin:0 0 8px;padding:6px 0;border-bottom:2px solid var(--line);word-break:break-all}
h2.file-name a{color:inherit}
h2.file-name .counts{font-weight:400;color:var(--muted);font-size:13px;margin-left:8px}
details.unchanged-group>summary{cursor:pointer;color:var(--muted);margin:0 0 8px}
details.unchanged-group section.scenario{padding:6px 12px;margin:0 0 6px}
details.unchanged-group section.scenario h3{font-size:15px}
details.unchanged-group section.scenario .file{margin:0}
figure.source{min-width:18em;max-width:48em}
pre.diff{margin:0;padding:8px 0;background:var(--card);border-radius:8px;font:12px/1.45 ui-monospace,SFMono-Regular,Menlo,monospace;overflow-x:auto}
pre.diff span{display:block;padding:0 10px;white-space:pre}
pre.diff .removed{background:var(--del)}pre.diff .inserted{background:var(--ins)}
.note{color:var(--muted);font-size:13px;margin:0 0 4px}
.tools{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
input[type=search]{font:inherit;padding:6px 10px;border:1px solid var(--line);border-radius:8px;background:var(--card);color:var(--fg);min-width:16em}
.help{color:var(--muted);font-size:13px}
kbd{border:1px solid var(--line);border-radius:4px;padding:0 4px;font-size:12px}
main{padding:16px;max-width:1400px}
section.scenario{border:1px solid var(--line);border-radius:12px;padding:12px 16px;margin:0 0 16px;background:var(--bg)}
section.scenario:target,section.scenario.current{outline:3px solid var(--changed)}
h3{font-size:17px;margin:0 0 4px;word-break:break-word}
h3 a.anchor{color:var(--muted);text-decoration:none}
.file a{color:inherit}
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
{{> explain-style}}
</style>
</head>
<body>
<header>
<h1>Layout check: {{headline}}</h1>
<ul class="chips">{{#chips}}<li><a class="chip {{status}}" href="#{{first}}" data-status="{{status}}" title="Show only {{status}} (click again to clear)"><span>{{symbol}} {{count}} {{status}}</span></a></li>{{/chips}}</ul>
<div class="tools js-only">
<input id="filter" type="search" placeholder="Filter scenarios by name" aria-label="Filter scenarios by name">
<button id="show-all" type="button">Show all</button>
<span class="help">chips filter by status · <kbd>j</kbd> / <kbd>k</kbd>: next / previous change · <kbd>/</kbd>: filter</span>
</div>
<div class="approve-all js-only" data-summary="{{summaryArgument}}">Approve all shown (<span id="approve-count">0</span>): <code id="approve-all"></code> <button type="button" class="copy" data-copy-from="approve-all">Copy</button></div>
</header>
<main>
{{#files}}<section class="file-group" id="{{anchor}}">
<h2 class="file-name"><a href="{{href}}">{{file}}</a><span class="counts">{{counts}}</span></h2>
{{#differences}}{{> report-scenario}}{{/differences}}
{{#hasUnchanged}}<details class="unchanged-group"><summary>{{unchangedCount}} unchanged</summary>
{{#unchanged}}{{> report-scenario}}{{/unchanged}}</details>{{/hasUnchanged}}
</section>
{{/files}}
{{^files}}<p>No scenarios were checked.</p>{{/files}}
</main>
<script>
(function () {
  document.documentElement.classList.add("js");
  var sections = Array.prototype.slice.call(document.querySelectorAll("section.scenario"));
  var groups = Array.prototype.slice.call(document.querySelectorAll("section.file-group"));
  var chips = Array.prototype.slice.call(document.querySelectorAll(".chip[data-status]"));
  var filter = document.getElementById("filter");
  var approveAll = document.getElementById("approve-all");
  var approveCount = document.getElementById("approve-count");
  var summaryArgument = document.querySelector(".approve-all").getAttribute("data-summary");
  var active = {};
  function quote(text) { return "'" + text.replace(/'/g, "'\\''") + "'"; }
  function escapeGlob(text) { return text.replace(/[*?[\]\\]/g, "\\$&"); }
  function apply() {
    var needle = filter.value.toLowerCase();
    var statuses = Object.keys(active).filter(function (k) { return active[k]; });
    sections.forEach(function (s) {
      var byName = s.getAttribute("data-name").toLowerCase().indexOf(needle) >= 0;
      var byStatus = !statuses.length || active[s.getAttribute("data-status")];
      s.classList.toggle("hidden", !(byName && byStatus));
    });
    groups.forEach(function (g) {
      g.classList.toggle("hidden", !g.querySelector("section.scenario:not(.hidden)"));
      var details = g.querySelector("details");
      if (details && (active.unchanged || needle)) { details.open = true; }
    });
    chips.forEach(function (c) { c.setAttribute("aria-pressed", active[c.getAttribute("data-status")] ? "true" : "false"); });
    var ids = sections.filter(function (s) { return !s.classList.contains("hidden") && s.hasAttribute("data-approvable"); })
      .map(function (s) { return escapeGlob(s.getAttribute("data-id")); });
    // The filter lives in the URL (`#?status=changed,added&q=text`), so a filtered view can be linked.
    var state = [];
    if (statuses.length) { state.push("status=" + statuses.map(encodeURIComponent).join(",")); }
    if (filter.value) { state.push("q=" + encodeURIComponent(filter.value)); }
    try {
      if (state.length) { history.replaceState(null, "", "#?" + state.join("&")); }
      else if (location.hash.indexOf("#?") === 0) { history.replaceState(null, "", location.pathname + location.search); }
    } catch (e) { /* some browsers refuse history changes on file:// pages; the filter still works */ }
    approveCount.textContent = String(ids.length);
    // One `--filter` per shown scenario (a glob each; approve takes any of them); none when
    // nothing is filtered out, as approve then takes every difference anyway.
    var filtered = statuses.length > 0 || needle.length > 0;
    approveAll.textContent = !ids.length ? "(nothing to approve among the shown scenarios)"
      : "layoutlens approve --from " + summaryArgument + (filtered ? ids.map(function (id) { return " --filter " + quote(id); }).join("") : "");
  }
  chips.forEach(function (chip) {
    chip.setAttribute("role", "button");
    chip.addEventListener("click", function (event) {
      event.preventDefault();
      var status = chip.getAttribute("data-status");
      active[status] = !active[status];
      apply();
    });
  });
  document.getElementById("show-all").addEventListener("click", function () { active = {}; filter.value = ""; apply(); });
  filter.addEventListener("input", apply);
  function copy(text, button) {
    function done() { button.textContent = "Copied"; setTimeout(function () { button.textContent = "Copy"; }, 1500); }
    function fallback() {
      var area = document.createElement("textarea");
      area.value = text;
      document.body.appendChild(area);
      area.select();
      try { document.execCommand("copy"); done(); } catch (e) { button.textContent = "Select and copy"; }
      document.body.removeChild(area);
    }
    if (navigator.clipboard && window.isSecureContext) { navigator.clipboard.writeText(text).then(done, fallback); } else { fallback(); }
  }
  Array.prototype.forEach.call(document.querySelectorAll("button.copy"), function (button) {
    button.addEventListener("click", function () {
      var from = button.getAttribute("data-copy-from");
      copy(from ? document.getElementById(from).textContent : button.getAttribute("data-copy"), button);
    });
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
  if (location.hash.indexOf("#?") === 0) {
    location.hash.slice(2).split("&").forEach(function (pair) {
      var parts = pair.split("="), value = decodeURIComponent(parts[1] || "");
      if (parts[0] === "status") { value.split(",").forEach(function (status) { if (status) { active[status] = true; } }); }
      if (parts[0] === "q") { filter.value = value; }
    });
  }
  apply();
})();
</script>
{{> explain-script}}
</body>
</html>

"""##),
        ("scenario", "Templates/scenario.html", ##"""
{{! One scenario: its diagram beside the preview's source, the frames table (collapsed) and the embed snippets. }}
<article class="scenario{{#source}} has-source{{/source}}" id="{{anchor}}" data-name="{{filterText}}" style="--diagram-width:{{width}}px">
  <h3>{{name}} <a class="anchor" href="#{{anchor}}" aria-label="Link to {{name}}">#</a></h3>
  <p class="meta">proposed {{proposal}}{{#line}} · line {{line}}{{/line}} · <a href="{{path}}">SVG</a> {{width}}×{{height}}</p>
  <div class="pair">
  <div class="diagram">
{{{svg}}}
  </div>
  {{#source}}
  <pre class="code" aria-label="The preview's source">{{{source}}}</pre>
  {{/source}}
  </div>
  {{> explain-steps}}
  <p class="description">{{description}}{{#droppedLabels}} <span class="dropped">({{droppedLabels}})</span>{{/droppedLabels}}</p>
  {{#hasWarnings}}
  <div class="warnings">
    {{#warnings}}
    <div>{{.}}</div>
    {{/warnings}}
  </div>
  {{/hasWarnings}}
  <details>
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
