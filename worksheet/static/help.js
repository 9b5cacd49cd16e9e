// The cgcalc worksheet's help pane: the topics, the builtins in the order
// of (help), a search (apropos) and an entry's text, whose examples are
// buttons that put the example in a new cell. app.js starts it
// (cgcalcHelp.start) once the page is ready.
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);
  // What the page lends (app.js, window.cgcalcPage), looked up at call time.
  const el = (...a) => window.cgcalcPage.el(...a);
  const addCell = (...a) => window.cgcalcPage.addCell(...a);
  const cells = () => window.cgcalcPage.cells();
  const saveNow = () => window.cgcalcPage.saveNow();
  const api = (...a) => window.cgcalcPage.api(...a);
  const errorText = (r) => window.cgcalcPage.errorText(r);
  const fit = (a) => window.cgcalcPage.fit(a);
  const sourceOf = (c) => window.cgcalcPage.sourceOf(c);

  // ---- the help pane ----

  let names = new Set(); // builtins and topics: what an example starts with
  let helpTimer = 0;

  async function loadTopics() {
    const box = $('help-topics');
    box.textContent = '';
    try {
      const r = await api('GET', '/api/topics');
      const topics = r.status === 200 && Array.isArray(r.data.topics) ? r.data.topics : [];
      if (topics.length) box.appendChild(el('h2', '', 'Topics'));
      for (const t of topics) {
        if (!t || typeof t.name !== 'string') continue;
        const b = el('button', 'topic', t.name);
        b.type = 'button';
        if (typeof t.summary === 'string') b.title = t.summary;
        b.addEventListener('click', () => showHelp(t.name));
        box.appendChild(b);
      }
    } catch (e) {
      box.appendChild(el('p', 'error', 'no topics: ' + e.message));
    }
  }

  async function searchHelp(q) {
    const list = $('help-entries');
    try {
      const r = await api('GET', '/api/help?q=' + encodeURIComponent(q));
      if ($('help-search').value.trim() !== q) return; // a newer search is on its way
      const entries = r.status === 200 && Array.isArray(r.data.entries) ? r.data.entries : [];
      if (q === '') names = new Set(entries.map((e) => e && e.name).filter((n) => typeof n === 'string'));
      list.textContent = '';
      let section = '';
      for (const e of entries) {
        if (!e || typeof e.name !== 'string') continue;
        // The whole list comes in the order of (help), games first: each
        // section under its title.
        if (q === '' && typeof e.section === 'string' && e.section !== section) {
          section = e.section;
          list.appendChild(el('li', 'section', section));
        }
        const li = el('li');
        const b = el('button', 'entry', e.name);
        b.type = 'button';
        b.addEventListener('click', () => showHelp(e.name));
        li.appendChild(b);
        if (typeof e.summary === 'string' && e.summary) li.appendChild(el('span', 'summary', ' ' + e.summary));
        list.appendChild(li);
      }
      if (!entries.length) list.appendChild(el('li', 'none', 'Nothing found.'));
    } catch (e) {
      list.textContent = '';
      list.appendChild(el('li', 'error', e.message));
    }
  }

  async function showHelp(name) {
    const box = $('help-text');
    box.textContent = '';
    try {
      const r = await api('GET', '/api/help?name=' + encodeURIComponent(name));
      if (r.status !== 200 || typeof r.data.text !== 'string') {
        box.appendChild(el('p', 'error', errorText(r)));
        return;
      }
      box.appendChild(el('h2', '', name));
      box.appendChild(helpBody(r.data.text));
      box.scrollIntoView({ block: 'nearest' });
    } catch (e) {
      box.appendChild(el('p', 'error', e.message));
    }
  }

  // helpBody shows a help text with its examples as buttons: the forms
  // after "cgcalc> " on a line, and the calls of builtins written in the
  // prose, "(canon (mg 1/2 !| 1))". A click puts the example in a new cell.
  function helpBody(text) {
    const pre = el('pre', 'help-body');
    const lines = reflow(text.split('\n'));
    lines.forEach((line, n) => {
      if (n > 0) pre.appendChild(document.createTextNode('\n'));
      const prompt = /^(\s*)cgcalc> (.*)$/.exec(line);
      if (prompt) {
        pre.appendChild(document.createTextNode(prompt[1] + 'cgcalc> '));
        pre.appendChild(exampleButton(prompt[2]));
        return;
      }
      // The first line of a builtin's help is its usage, not an example.
      if (n === 0 && /\s\[[a-z ]+\]\s*$/.test(line)) {
        pre.appendChild(document.createTextNode(line));
        return;
      }
      let at = 0;
      for (const [start, end] of calls(line)) {
        pre.appendChild(document.createTextNode(line.slice(at, start)));
        pre.appendChild(exampleButton(line.slice(start, end)));
        at = end;
      }
      pre.appendChild(document.createTextNode(line.slice(at)));
    });
    return pre;
  }

  // reflow joins the lines of each paragraph of a help text, which the
  // server wraps for an 100-column terminal, so the pane wraps them to its
  // own width: a line joins the one before when it continues its
  // paragraph (the same indent, 0 or 2, or a list item's continuation).
  // Examples ("cgcalc> " and what follows, to the end of the indented
  // block), headings ("Keywords:"), list items and deeper indents keep
  // their lines.
  function reflow(lines) {
    const out = [];
    let content = -1; // the indent a continuation of the last line has; -1: none
    let example = false;
    for (const line of lines) {
      const indent = line.length - line.trimStart().length;
      const body = line.trim();
      if (body.startsWith('cgcalc> ')) example = true;
      else if (body !== '' && indent < 2) example = false;
      const bullet = /^[-*•] /.test(body);
      const heading = /^[A-Z][A-Za-z ]*:$/.test(body);
      if (!example && body !== '' && !bullet && !heading && indent === content && out.length) {
        out[out.length - 1] += ' ' + body;
        continue;
      }
      out.push(line);
      if (example || body === '' || heading) content = -1;
      else if (bullet) content = indent + 2;
      else content = indent <= 2 ? indent : -1;
    }
    return out;
  }

  // calls finds the balanced (name ...) in a line whose name is a builtin.
  function calls(line) {
    const out = [];
    for (let i = 0; i < line.length; i++) {
      if (line[i] !== '(') continue;
      const m = /^\(([^\s()"]+)/.exec(line.slice(i));
      if (!m || !names.has(m[1])) continue;
      let depth = 0;
      let inString = false;
      for (let j = i; j < line.length; j++) {
        const c = line[j];
        if (inString) {
          if (c === '\\') j++;
          else if (c === '"') inString = false;
        } else if (c === '"') inString = true;
        else if (c === '(') depth++;
        else if (c === ')' && --depth === 0) {
          out.push([i, j + 1]);
          i = j;
          break;
        }
      }
    }
    return out;
  }

  function exampleButton(form) {
    const b = el('button', 'example', form);
    b.type = 'button';
    b.title = 'Put this example in a new cell';
    b.addEventListener('click', () => {
      const all = cells();
      const last = all[all.length - 1];
      const cell = last && sourceOf(last).trim() === '' ? last : addCell('', null);
      const area = cell.querySelector('textarea');
      area.value = form;
      fit(area);
      area.focus();
      area.scrollIntoView({ block: 'nearest' });
      saveNow();
    });
    return b;
  }

  function start() {
    $('help-search').addEventListener('input', () => {
      clearTimeout(helpTimer);
      helpTimer = setTimeout(() => searchHelp($('help-search').value.trim()), 200);
    });
    loadTopics();
    searchHelp('');
  }

  window.cgcalcHelp = { start };
})();
