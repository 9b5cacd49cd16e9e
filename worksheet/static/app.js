// The cgcalc worksheet: cells of cgcalc forms evaluated by the server's
// HTTP API (see doc/worksheet.md). Plain JavaScript, no
// libraries; every text that comes from the server or from a file is put
// into the page with textContent, never as markup, and pictures are shown
// as <img> elements whose source is a data: URL, where an SVG document
// can run no script and load nothing.
'use strict';

(function () {
  const STORE = 'cgcalc.worksheet'; // localStorage: the cells' sources
  const PROJECTOR = 'cgcalc.projector'; // localStorage: "1" in projector mode
  const TOKEN = 'cgcalc.token'; // sessionStorage: the server's token
  const SEPARATOR = ';;; ----'; // between cells in a saved .lisp file
  const HEADER = ';;; cgcalc worksheet: cells are separated by lines ";;; ----"';
  const POLL_MS = 250; // the progress line is polled this often

  const $ = (id) => document.getElementById(id);

  // el makes an element of the given tag and class, with text as its
  // textContent (never parsed as markup).
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }

  // ---- the token and the API ----

  // The token comes once in the address (?token=...): it is kept in
  // sessionStorage and dropped from the address bar, so it is not left in
  // the history or shown on the projector.
  let token = sessionStorage.getItem(TOKEN) || '';
  (function takeToken() {
    const params = new URLSearchParams(location.search);
    const t = params.get('token');
    if (t === null) return;
    token = t;
    sessionStorage.setItem(TOKEN, t);
    params.delete('token');
    const rest = params.toString();
    history.replaceState(null, '', location.pathname + (rest ? '?' + rest : '') + location.hash);
  })();

  // api calls the server: the answer's HTTP status and its JSON body
  // ({} when there is none or it is not JSON).
  async function api(method, path, body) {
    const headers = {};
    if (token) headers['X-Cgcalc-Token'] = token;
    const init = { method, headers, cache: 'no-store' };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const resp = await fetch(path, init);
    let data = {};
    try {
      data = await resp.json();
    } catch (e) {
      data = {};
    }
    if (data === null || typeof data !== 'object') data = {};
    return { status: resp.status, data };
  }

  function errorText(r) {
    if (r.data && typeof r.data.error === 'string') return r.data.error;
    return 'the server answered ' + r.status;
  }

  // ---- the session ----

  let session = null; // a promise of the session's id
  let sessionNote = ''; // said once after a session is re-created

  function newSession() {
    session = (async () => {
      const r = await api('POST', '/api/sessions');
      if (r.status !== 200 || typeof r.data.session !== 'string') {
        session = null;
        throw new Error('no session: ' + errorText(r));
      }
      return r.data.session;
    })();
    return session;
  }

  function currentSession() {
    return session || newSession();
  }

  // expired reports whether an answer says that the session is not known
  // (expired after being idle, or the server restarted).
  function expired(r) {
    if (r.status === 404 || r.status === 410) return true;
    return r.status === 400 && /session/i.test(errorText(r)) && /(unknown|expired|no such|not found)/i.test(errorText(r));
  }

  // ---- the status line ----

  function status(text, cls) {
    const s = $('status');
    s.textContent = text;
    s.className = cls || '';
  }

  // ---- the cells ----

  const cellsBox = $('cells');
  let counter = 0; // numbers the evaluations, as In[n] does

  function cells() {
    return Array.from(cellsBox.querySelectorAll('.cell'));
  }

  function sourceOf(cell) {
    return cell.querySelector('textarea').value;
  }

  // fit makes a cell's textarea as tall as its text, wrapped lines and all
  // (once it is on the page; a row a line before). The height is set
  // through the CSS object model, which the Content-Security-Policy allows.
  function fit(area) {
    area.rows = Math.max(1, area.value.split('\n').length);
    if (!area.offsetParent) return;
    area.style.height = 'auto';
    area.style.height = area.scrollHeight + area.offsetHeight - area.clientHeight + 'px';
  }

  function fitAll() {
    for (const a of cellsBox.querySelectorAll('textarea')) fit(a);
  }

  // addCell makes a cell with the source text, after the cell `after` (at
  // the end when it is null), and returns it.
  function addCell(text, after, kind) {
    const cell = el('div', kind === 'text' ? 'cell text-cell' : 'cell');
    cell.dataset.kind = kind === 'text' ? 'text' : 'code';
    const head = el('div', 'cell-head');
    const label = el('span', 'label', '[ ]');
    const run = el('button', 'run', '▶');
    run.type = 'button';
    run.title = 'Evaluate (Shift+Enter)';
    const add = el('button', 'add', '+');
    add.type = 'button';
    add.title = 'Insert a cell below';
    const del = el('button', 'delete', '×');
    del.type = 'button';
    del.title = 'Delete this cell';
    head.append(label, run, add, del);
    const area = el('textarea');
    area.spellcheck = false;
    area.autocapitalize = 'off';
    area.setAttribute('autocomplete', 'off');
    area.setAttribute('aria-label', kind === 'text' ? 'text, in Markdown' : 'cgcalc forms');
    if (kind === 'text') area.placeholder = 'Text in Markdown: # a heading, *emphasis*, - a list, [a link](https://…)';
    area.value = text || '';
    fit(area);
    const results = el('div', 'results');
    results.setAttribute('aria-live', 'polite');
    cell.append(head, area, results);
    if (after && after.nextSibling) cellsBox.insertBefore(cell, after.nextSibling);
    else if (after) cellsBox.appendChild(cell);
    else cellsBox.appendChild(cell);
    fit(area);

    area.addEventListener('input', () => {
      fit(area);
      saveLater();
    });
    area.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter' && (ev.shiftKey || ev.ctrlKey || ev.metaKey)) {
        ev.preventDefault();
        swallowEnter = true;
        evaluate(cell);
        if (ev.shiftKey) {
          let next = cell.nextElementSibling;
          if (!next) next = addCell('', cell);
          next.querySelector('textarea').focus();
          saveNow();
        }
      }
    });
    run.addEventListener('click', () => evaluate(cell));
    add.addEventListener('click', () => {
      addCell('', cell).querySelector('textarea').focus();
      saveNow();
    });
    del.addEventListener('click', () => {
      const next = cell.nextElementSibling || cell.previousElementSibling;
      cell.remove();
      if (!cells().length) addCell('');
      (next || cells()[0]).querySelector('textarea').focus();
      saveNow();
    });
    return cell;
  }

  // The Enter that evaluated a cell must not also type a newline into the
  // cell the focus moved to: its keypress (which some browsers send even
  // when the keydown was handled) is dropped, until the key comes up.
  let swallowEnter = false;
  document.addEventListener('keypress', (ev) => {
    if (swallowEnter && ev.key === 'Enter') ev.preventDefault();
  }, true);
  document.addEventListener('keyup', (ev) => {
    if (ev.key === 'Enter') swallowEnter = false;
  }, true);

  // ---- keeping the worksheet across reloads ----

  let saveTimer = 0;
  function saveNow() {
    clearTimeout(saveTimer);
    showStarter();
    try {
      localStorage.setItem(STORE, JSON.stringify({ cells: items() }));
    } catch (e) {
      status('the worksheet could not be kept in the browser: ' + e.message, 'error');
    }
  }
  function saveLater() {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(saveNow, 300);
  }
  window.addEventListener('beforeunload', saveNow);

  function restore() {
    let kept = null;
    try {
      kept = JSON.parse(localStorage.getItem(STORE) || 'null');
    } catch (e) {
      kept = null;
    }
    setCells(kept && Array.isArray(kept.cells) ? kept.cells : []);
  }

  // ---- notebook cells: text in Markdown, results kept ----

  // A cell is an item { kind: 'code' | 'text', source, reply }: reply is
  // the server's last reply for a code cell (its results, pictures and
  // widgets, shown again when the worksheet is reopened) and { rendered:
  // true } for a text cell shown rendered. A reply larger than MAX_KEPT
  // characters is not kept (the cell is evaluated again instead).
  const MAX_KEPT = 200000;
  function item(cell) {
    const it = { kind: cell.dataset.kind || 'code', source: sourceOf(cell) };
    if (cell.reply) {
      const json = JSON.stringify(cell.reply);
      if (json.length <= MAX_KEPT) it.reply = cell.reply;
    }
    return it;
  }
  function items() {
    return cells().map(item);
  }
  function asItem(x) {
    if (typeof x === 'string') return { kind: 'code', source: x };
    if (!x || typeof x !== 'object' || typeof x.source !== 'string') return null;
    return { kind: x.kind === 'text' ? 'text' : 'code', source: x.source, reply: x.reply && typeof x.reply === 'object' ? x.reply : null };
  }

  // renderText shows a text cell's Markdown as HTML the server rendered
  // (POST /api/markdown: raw HTML left out, links to a new tab); a click
  // on the rendered text edits it again.
  async function renderText(cell) {
    const results = cell.querySelector('.results');
    const area = cell.querySelector('textarea');
    if (area.value.trim() === '') {
      results.textContent = '';
      cell.classList.remove('rendered');
      cell.reply = null;
      return;
    }
    try {
      const r = await api('POST', '/api/markdown', { source: area.value });
      if (r.status !== 200) throw new Error(errorText(r));
      results.textContent = '';
      const box = el('div', 'markdown');
      box.innerHTML = typeof r.data.html === 'string' ? r.data.html : '';
      box.title = 'Click to edit';
      box.addEventListener('click', (ev) => {
        if (ev.target.closest('a')) return;
        cell.classList.remove('rendered');
        cell.reply = null;
        area.focus();
        saveLater();
      });
      results.appendChild(box);
      cell.classList.add('rendered');
      cell.reply = { rendered: true };
      saveLater();
    } catch (e) {
      results.textContent = '';
      results.appendChild(el('pre', 'error', e.message));
    }
  }

  function setCells(list) {
    cellsBox.textContent = '';
    const its = list.map(asItem).filter((x) => x);
    for (const it of its) {
      const cell = addCell(it.source, null, it.kind);
      if (!it.reply) continue;
      if (it.kind === 'text') renderText(cell);
      else {
        show(cell, it.reply);
        cell.reply = it.reply;
        cell.querySelector('.label').textContent = '[-]';
        cell.querySelector('.label').title = 'A result kept from an earlier evaluation';
      }
    }
    if (!its.length) addCell('');
    showStarter();
  }

  // showStarter offers the starter lesson while the worksheet is empty.
  function showStarter() {
    $('starter').hidden = !cells().every((c) => sourceOf(c).trim() === '');
  }

  // openLesson opens the starter lesson (static/lesson.lisp, a saved
  // worksheet) as the cells and evaluates them.
  async function openLesson() {
    try {
      const r = await fetch('/static/lesson.lisp');
      if (!r.ok) throw new Error('the lesson did not load (' + r.status + ')');
      const parts = split(await r.text());
      setCells(parts);
      fileName = 'lesson.lisp';
      saveNow();
      status('Opened the starter lesson: ' + parts.length + ' cells.', 'note');
      cells().forEach(evaluate);
    } catch (e) {
      status(e.message, 'error');
    }
  }

  // ---- evaluation ----

  const queue = []; // cells waiting to be evaluated, in order
  let running = null; // the cell being evaluated

  function evaluate(cell) {
    if (cell.dataset.kind === 'text') {
      renderText(cell);
      return;
    }
    if (running === cell || queue.includes(cell)) return;
    if (/^(\s|;[^\n]*)*$/.test(sourceOf(cell))) {
      // Nothing but blanks and comments: nothing to ask the server.
      cell.querySelector('.results').textContent = '';
      return;
    }
    queue.push(cell);
    cell.classList.add('queued');
    cell.querySelector('.label').textContent = '[*]';
    pump();
  }

  async function pump() {
    if (running || !queue.length) return;
    const cell = queue.shift();
    cell.classList.remove('queued');
    if (!cell.isConnected) {
      pump();
      return;
    }
    running = cell;
    $('stop').disabled = false;
    cell.classList.add('running');
    const results = cell.querySelector('.results');
    results.textContent = '';
    const progress = el('div', 'progress', 'evaluating…');
    results.appendChild(progress);
    const poll = startPolling(progress);
    try {
      const data = await evalSource(sourceOf(cell));
      poll.stop();
      counter++;
      cell.querySelector('.label').textContent = '[' + counter + ']';
      show(cell, data);
      cell.reply = data;
      saveLater();
      // notice: the session's worker ended while idle (the server says why).
      const note = typeof data.notice === 'string' && data.notice ? data.notice : sessionNote;
      status(note || '', note ? 'note' : '');
      sessionNote = '';
    } catch (e) {
      poll.stop();
      cell.querySelector('.label').textContent = '[!]';
      results.textContent = '';
      results.appendChild(el('div', 'error', e.message));
      status(e.message, 'error');
    } finally {
      cell.classList.remove('running');
      running = null;
      $('stop').disabled = !queue.length;
      pump();
    }
  }

  // evalSource evaluates source in the session, re-creating the session
  // once if the server no longer knows it, and waiting while the server
  // is busy with an evaluation of the session (409) that is ending.
  async function evalSource(source) {
    for (let attempt = 0; attempt < 40; attempt++) {
      const id = await currentSession();
      const r = await api('POST', '/api/eval', { session: id, source });
      if (r.status === 200) return r.data;
      if (expired(r) && attempt === 0) {
        await newSession();
        sessionNote = 'The session had expired: a new one was started, so earlier definitions are gone.';
        continue;
      }
      if (r.status === 409) {
        await new Promise((ok) => setTimeout(ok, POLL_MS));
        continue;
      }
      throw new Error(errorText(r));
    }
    throw new Error('the session stays busy');
  }

  // startPolling shows the live progress line in line while the cell
  // runs, asking the server every POLL_MS.
  function startPolling(line) {
    let stopped = false;
    let timer = 0;
    async function tick() {
      if (stopped) return;
      try {
        const id = await currentSession();
        const r = await api('GET', '/api/progress?session=' + encodeURIComponent(id));
        if (!stopped && r.status === 200 && r.data.busy) {
          const p = typeof r.data.progress === 'string' ? r.data.progress : '';
          line.textContent = p ? 'evaluating… ' + p : 'evaluating…';
          status(p, 'progress');
        }
      } catch (e) {
        // the next tick tries again
      }
      if (!stopped) timer = setTimeout(tick, POLL_MS);
    }
    timer = setTimeout(tick, POLL_MS);
    return {
      stop() {
        stopped = true;
        clearTimeout(timer);
        if ($('status').className === 'progress') status('');
      },
    };
  }

  async function stop() {
    queue.splice(0).forEach((c) => {
      c.classList.remove('queued');
      c.querySelector('.label').textContent = '[ ]';
    });
    if (!running) {
      $('stop').disabled = true;
      return;
    }
    try {
      const id = await currentSession();
      const r = await api('POST', '/api/cancel', { session: id });
      if (r.status !== 200) status(errorText(r), 'error');
    } catch (e) {
      status(e.message, 'error');
    }
  }

  // position reads "file:line:col: message": line and column from 1.
  const POSITION = /^(.*?):(\d+):(\d+): /;

  function show(cell, data) {
    const results = cell.querySelector('.results');
    results.textContent = '';
    const list = Array.isArray(data.results) ? data.results : [];
    for (const r of list) {
      if (!r || typeof r !== 'object') continue;
      const box = el('div', 'result');
      if (list.length > 1 && typeof r.source === 'string') box.appendChild(el('div', 'form', r.source));
      if (typeof r.output === 'string' && r.output !== '') box.appendChild(el('pre', 'output', r.output));
      // svgs has every picture of the form when it made several, svg the last.
      const svgs = Array.isArray(r.svgs) && r.svgs.length ? r.svgs : [r.svg];
      for (const svg of svgs) if (typeof svg === 'string' && svg !== '') box.appendChild(picture(svg));
      const widgets = Array.isArray(r.widgets) ? r.widgets : [];
      for (const w of widgets) {
        const draw = w && w.data && window.cgcalcWidgets ? window.cgcalcWidgets[w.kind] : null;
        if (draw) box.appendChild(draw(w.data, cell));
      }
      if (widgets.length && r.text === 'nil') r.text = ''; // the widget alone
      if (typeof r.error === 'string' && r.error !== '') {
        box.appendChild(errorLine(cell, r.error));
      } else if (typeof r.text === 'string' && r.text !== '' && !(r.svg && (r.text === 'nil' || r.text.includes('<svg')))) {
        // (A form that drew a picture and returned nil shows the picture alone.)
        box.appendChild(el('pre', 'value', r.text));
      }
      results.appendChild(box);
    }
    if (data.stopped) results.appendChild(el('div', 'stopped', 'Stopped.'));
  }

  // errorLine shows an error; when it has a position, a click on it puts
  // the cursor there in the cell.
  function errorLine(cell, text) {
    const e = el('pre', 'error', text);
    const m = POSITION.exec(text);
    if (m) {
      e.classList.add('at');
      e.title = 'Show the place in the cell';
      e.addEventListener('click', () => {
        const area = cell.querySelector('textarea');
        const lines = area.value.split('\n');
        const line = Math.min(Number(m[2]), lines.length);
        let offset = 0;
        for (let i = 0; i < line - 1; i++) offset += lines[i].length + 1;
        offset += Math.min(Number(m[3]) - 1, lines[line - 1].length);
        area.focus();
        area.setSelectionRange(offset, Math.min(offset + 1, area.value.length));
      });
    }
    return e;
  }

  // picture shows an SVG document as an image with a data: URL: a browser
  // renders such an image with scripts, event handlers and external
  // resources all disabled, so no text in the picture can act on the page,
  // however the SVG was made. A link saves it as a file. Once loaded, the
  // image is sized --picture-scale times its own size, so that projector
  // mode (1.75, as its type is to the normal type) scales the picture's
  // text with the page's.
  function picture(svg) {
    const fig = el('figure', 'picture');
    const img = el('img');
    img.alt = 'a picture drawn by cgcalc';
    img.addEventListener('load', () => {
      if (img.naturalWidth > 0) img.style.width = 'calc(var(--picture-scale) * ' + img.naturalWidth + 'px)';
    });
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
    const save = el('a', 'save-svg', 'save SVG');
    save.href = '#';
    save.addEventListener('click', (ev) => {
      ev.preventDefault();
      download(new Blob([svg], { type: 'image/svg+xml' }), 'picture.svg');
    });
    fig.append(img, save);
    return fig;
  }

  // ---- saving and opening .lisp files ----

  function download(blob, name) {
    const url = URL.createObjectURL(blob);
    const a = el('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  // serialize writes the worksheet as a cgcalc file: the cells, each as
  // typed (comments and all), separated by SEPARATOR lines, which are
  // comments to cgcalc, so `cgcalc file.lisp` runs it as a script.
  // A text cell is saved as Lisp comments after a line ";;; text", and a
  // code cell's kept reply as one line ";;; reply {…}" (JSON) at its end,
  // so that the file still runs as a script: both are comments.
  const TEXT_MARK = ';;; text';
  const REPLY_MARK = ';;; reply ';
  function serialize(list) {
    const parts = list.map(asItem).filter((x) => x).map((it) => {
      const src = it.source.replace(/\s+$/, '');
      if (it.kind === 'text') {
        return TEXT_MARK + (src === '' ? '' : '\n' + src.split('\n').map((l) => (l === '' ? ';;' : ';; ' + l)).join('\n'));
      }
      const json = it.reply ? JSON.stringify(it.reply) : '';
      return json && json.length <= MAX_KEPT ? src + '\n' + REPLY_MARK + json : src;
    });
    return HEADER + '\n' + parts.join('\n' + SEPARATOR + '\n') + '\n';
  }

  // splitCells reads a saved file into items: text cells back from their
  // comments, replies back from their lines.
  function splitCells(text) {
    return split(text).map((part) => {
      const lines = part.split('\n');
      if (lines[0] === TEXT_MARK) {
        return { kind: 'text', source: lines.slice(1).map((l) => l.replace(/^;; ?/, '')).join('\n'), reply: { rendered: true } };
      }
      let reply = null;
      const kept = lines.filter((l) => {
        if (!l.startsWith(REPLY_MARK)) return true;
        try {
          reply = JSON.parse(l.slice(REPLY_MARK.length));
        } catch (e) {
          reply = null;
        }
        return false;
      });
      return { kind: 'code', source: kept.join('\n').replace(/\s+$/, ''), reply };
    });
  }

  // split reads a file back into cells: at the SEPARATOR lines when it has
  // them, else at the blank lines between top-level forms (a blank line
  // inside a form, a string or a literal does not split), so comments stay
  // in the cell they lead.
  function split(text) {
    text = text.replace(/\r\n?/g, '\n');
    let lines = text.split('\n');
    if (lines.length && lines[0].startsWith(';;; cgcalc worksheet')) lines = lines.slice(1);
    const sep = /^;;; -{4,}\s*$/;
    let parts;
    if (lines.some((l) => sep.test(l))) {
      parts = [];
      let cur = [];
      for (const l of lines) {
        if (sep.test(l)) {
          parts.push(cur.join('\n'));
          cur = [];
        } else cur.push(l);
      }
      parts.push(cur.join('\n'));
    } else {
      parts = paragraphs(lines);
    }
    return parts.map((p) => p.replace(/^\s*\n/, '').replace(/\s+$/, '')).filter((p) => p !== '');
  }

  function paragraphs(lines) {
    const parts = [];
    let cur = [];
    let depth = 0;
    let inString = false;
    for (const l of lines) {
      if (l.trim() === '' && depth === 0 && !inString) {
        if (cur.length) parts.push(cur.join('\n'));
        cur = [];
        continue;
      }
      cur.push(l);
      for (let i = 0; i < l.length; i++) {
        const c = l[i];
        if (inString) {
          if (c === '\\') i++;
          else if (c === '"') inString = false;
        } else if (c === '"') inString = true;
        else if (c === ';') break;
        else if (c === '(' || c === '{' || c === '[') depth++;
        else if (c === ')' || c === '}' || c === ']') depth = Math.max(0, depth - 1);
      }
    }
    if (cur.length) parts.push(cur.join('\n'));
    return parts;
  }

  let fileName = 'worksheet.lisp';

  function save() {
    saveNow();
    download(new Blob([serialize(items())], { type: 'text/plain;charset=utf-8' }), fileName);
  }

  // saveNotebook saves the worksheet as a Jupyter notebook, which the
  // server writes from the cells (POST /api/notebook/save).
  async function saveNotebook() {
    saveNow();
    try {
      const r = await api('POST', '/api/notebook/save', { cells: items() });
      if (r.status !== 200 || typeof r.data.notebook !== 'string') throw new Error(errorText(r));
      download(new Blob([r.data.notebook], { type: 'application/x-ipynb+json' }), fileName.replace(/\.[^.]*$/, '') + '.ipynb');
    } catch (e) {
      status('could not save the notebook: ' + e.message, 'error');
    }
  }

  async function open(file) {
    try {
      const text = await file.text();
      let parts;
      if (/\.ipynb$/i.test(file.name)) {
        const r = await api('POST', '/api/notebook/open', { notebook: text });
        if (r.status !== 200 || !Array.isArray(r.data.cells)) throw new Error(errorText(r));
        parts = r.data.cells;
      } else parts = splitCells(text);
      setCells(parts);
      fileName = /\.lisp$/i.test(file.name) ? file.name : file.name.replace(/\.[^.]*$/, '') + '.lisp';
      saveNow();
      status('Opened ' + file.name + ': ' + parts.length + ' cells.', 'note');
    } catch (e) {
      status('could not open ' + file.name + ': ' + e.message, 'error');
    }
  }

  // What widgets.js and help.js need of the page, lent before the page
  // starts (restore draws kept widgets; the help pane starts below).
  window.cgcalcPage = { el, addCell, cells, evalSource, saveNow, api, errorText, fit, sourceOf };

  // ---- projector mode and the help pane's visibility ----

  function setProjector(on) {
    document.body.classList.toggle('projector', on);
    $('projector').setAttribute('aria-pressed', String(on));
    localStorage.setItem(PROJECTOR, on ? '1' : '');
    fitAll();
  }

  function setHelp(on) {
    document.body.classList.toggle('no-help', !on);
    $('help-toggle').setAttribute('aria-pressed', String(on));
    fitAll();
  }
  window.addEventListener('resize', fitAll);

  // ---- start ----

  $('new-cell').addEventListener('click', () => {
    addCell('', null).querySelector('textarea').focus();
    saveNow();
  });
  $('run-all').addEventListener('click', () => cells().forEach(evaluate));
  $('lesson').addEventListener('click', openLesson);
  $('stop').addEventListener('click', stop);
  $('save').addEventListener('click', save);
  $('save-ipynb').addEventListener('click', saveNotebook);
  $('open').addEventListener('click', () => $('open-file').click());
  $('open-file').addEventListener('change', (ev) => {
    const f = ev.target.files && ev.target.files[0];
    if (f) open(f);
    ev.target.value = '';
  });
  $('new-text').addEventListener('click', () => {
    const c = addCell('', cells()[cells().length - 1], 'text');
    c.querySelector('textarea').focus();
    saveNow();
  });
  $('clear').addEventListener('click', () => {
    setCells([]);
    saveNow();
  });
  $('projector').addEventListener('click', () => setProjector(!document.body.classList.contains('projector')));
  $('help-toggle').addEventListener('click', () => setHelp(document.body.classList.contains('no-help')));

  document.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape' && running) stop();
  });

  setProjector(localStorage.getItem(PROJECTOR) === '1');
  restore();
  newSession().then(
    () => status('Ready.', 'note'),
    (e) => status(e.message, 'error'),
  );
  window.cgcalcHelp.start();
  const first = cells()[0];
  if (first) first.querySelector('textarea').focus();

  // For tests and the curious: the file format's two halves.
  window.cgcalcWorksheet = { serialize, split, splitCells, items };
})();
