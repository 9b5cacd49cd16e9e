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
        if (w && w.kind === 'explore' && w.data) box.appendChild(explorer(w.data, cell));
        if (w && w.kind === 'play' && w.data) box.appendChild(player(w.data));
        if (w && w.kind === 'edit' && w.data) box.appendChild(editor(w.data));
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

  // ---- the game-tree explorer ----

  // explorer shows the node (explore G) sent: G with its picture, value,
  // outcome and temperature, and its options, Left's and Right's apart.
  // The sensible options show first, every option on request; a click on
  // an option asks the server for (explore FORM) of it, through the same
  // API and limits as a cell, and grows the tree there, lazily; the path
  // from the root to the node last opened is highlighted. "to cell" puts
  // a node's form in a new cell.
  const EXPLORER_CAP = 400; // nodes shown in one explorer
  function explorer(data, cell) {
    const box = el('div', 'explorer');
    box.dataset.nodes = '1';
    box.appendChild(xnode(data, cell, box, true));
    return box;
  }

  function xnode(n, cell, box, root) {
    const node = el('div', root ? 'xnode xroot' : 'xnode');
    node.dataset.form = n.form;
    const head = el('div', 'xhead');
    if (typeof n.svg === 'string' && n.svg) {
      const img = el('img', 'xpic');
      img.alt = 'the position ' + n.form;
      img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(n.svg);
      head.appendChild(img);
    }
    const words = el('span', 'xwords');
    words.appendChild(el('span', 'xvalue', n.value));
    const facts = [];
    if (n.outcome) facts.push(n.outcome);
    if (n.temperature && root) facts.push('temperature ' + n.temperature);
    if (facts.length) words.appendChild(el('span', 'xfacts', facts.join(', ')));
    for (const m of Array.isArray(n.marks) ? n.marks : []) words.appendChild(el('span', 'xmark x-' + m, m));
    head.appendChild(words);
    const toCell = el('button', 'xtocell', 'to cell');
    toCell.type = 'button';
    toCell.title = 'Put this position\'s form in a new cell';
    toCell.addEventListener('click', (ev) => {
      ev.stopPropagation();
      const c = addCell(n.form, cells()[cells().length - 1]);
      c.querySelector('textarea').focus();
    });
    head.appendChild(toCell);
    node.appendChild(head);
    const kids = el('div', 'xkids');
    node.appendChild(kids);
    if (n.expanded) xoptions(n, kids, cell, box);
    else {
      head.classList.add('xclosed');
      head.title = 'Show the moves from here';
      head.addEventListener('click', () => xopen(node, head, kids, cell, box));
    }
    return node;
  }

  async function xopen(node, head, kids, cell, box) {
    if (node.dataset.open) return;
    node.dataset.open = '1';
    head.classList.remove('xclosed');
    kids.appendChild(el('div', 'progress', 'exploring…'));
    try {
      const data = await evalSource('(explore ' + node.dataset.form + ')');
      kids.textContent = '';
      const r = data && Array.isArray(data.results) ? data.results[0] : null;
      const w = r && Array.isArray(r.widgets) ? r.widgets.find((x) => x && x.kind === 'explore') : null;
      if (!w) {
        kids.appendChild(el('pre', 'error', r && r.error ? r.error : 'no answer'));
        return;
      }
      xoptions(w.data, kids, cell, box);
    } catch (e) {
      kids.textContent = '';
      kids.appendChild(el('pre', 'error', e.message));
    }
    for (const p of box.querySelectorAll('.on-path')) p.classList.remove('on-path');
    for (let p = node; p && p !== box; p = p.parentElement) if (p.classList.contains('xnode')) p.classList.add('on-path');
  }

  function xoptions(n, kids, cell, box) {
    for (const [side, name] of [['left', 'Left'], ['right', 'Right']]) {
      const opts = Array.isArray(n[side]) ? n[side] : [];
      const group = el('div', 'xside x' + side);
      const sensible = opts.filter((o) => Array.isArray(o.marks) && o.marks.includes('sensible'));
      group.appendChild(el('div', 'xlabel', opts.length ? name + '’s moves' : name + ' has no move'));
      const list = el('div', 'xlist');
      const add = (os) => {
        for (const o of os) {
          const count = Number(box.dataset.nodes) + 1;
          if (count > EXPLORER_CAP) {
            list.appendChild(el('div', 'note', 'The explorer shows at most ' + EXPLORER_CAP + ' positions: explore a node in a new cell to go on.'));
            return;
          }
          box.dataset.nodes = String(count);
          list.appendChild(xnode(o, cell, box, false));
        }
      };
      add(sensible);
      if (sensible.length < opts.length) {
        const more = el('button', 'xmore', 'all ' + opts.length + ' moves');
        more.type = 'button';
        more.title = 'Show the dominated and other moves too';
        more.addEventListener('click', () => {
          more.remove();
          list.textContent = '';
          box.dataset.nodes = String(Number(box.dataset.nodes) - sensible.length);
          add(opts);
        });
        group.appendChild(more);
      }
      group.appendChild(list);
      kids.appendChild(group);
    }
  }

  // ---- playing against perfect play ----

  // player shows a game (play G) started: the board, a sentence on who
  // wins, the human's moves. On a board the human clicks the cells a move
  // changes (a domino's two cells, a stone then its target, a piece): once
  // one move alone has every cell clicked, it is played; any position can
  // also be chosen by its picture. The move goes to the server as
  // (play FORM :as SIDE :turn OTHER), which answers with the program's
  // reply. Undo goes back one move of the human's; a side can be chosen.
  const GLYPHS = { x: '●', o: '○', t: 'T', f: 'F', '.': '', '#': '' };
  function player(first) {
    const box = el('div', 'player');
    const history = [];
    let state = first;
    let picked = [];
    let note = '';
    const same = (a, b) => a[0] === b[0] && a[1] === b[1];
    const mine = () => !state.over && state.turn === state.human;
    function render() {
      box.textContent = '';
      const you = state.human === 'left' ? 'Left' : 'Right';
      box.appendChild(el('div', 'pwho', 'You play ' + you + ', the program ' + (you === 'Left' ? 'Right' : 'Left') + '.'));
      box.appendChild(el('div', 'pmessage', state.message || ''));
      if (note) box.appendChild(el('div', 'pnote', note));
      const clickable = mine() && Array.isArray(state.board) && state.board.length &&
        (state.moves || []).some((m) => Array.isArray(m.cells) && m.cells.length);
      if (clickable) box.appendChild(grid());
      else if (state.svg && mine() && Array.isArray(state.edges) && state.edges.length) box.appendChild(edgePicture());
      else if (state.svg) box.appendChild(thumb(state.svg, 'the position'));
      else box.appendChild(el('div', 'pvalue', state.value));
      if (mine() && Array.isArray(state.moves) && state.moves.length) {
        const list = el('div', 'pmoves');
        list.appendChild(el('span', 'plabel', clickable ? 'or choose the position to move to:' : 'Choose the position to move to:'));
        for (const m of state.moves) {
          const b = el('button', 'pmove');
          b.type = 'button';
          b.title = m.form;
          // The picture alone: the values would give the answer away.
          if (m.svg) b.appendChild(thumb(m.svg, m.form));
          else b.appendChild(el('span', 'pmovevalue', m.value));
          b.addEventListener('click', () => choose(m));
          list.appendChild(b);
        }
        box.appendChild(list);
      }
      const bar = el('div', 'pbar');
      const undo = el('button', 'pundo', 'Undo');
      undo.type = 'button';
      undo.disabled = !history.length;
      undo.addEventListener('click', () => {
        state = history.pop();
        picked = [];
        note = '';
        render();
      });
      bar.appendChild(undo);
      for (const side of ['left', 'right']) {
        const b = el('button', 'pside', 'Play ' + (side === 'left' ? 'Left' : 'Right') + ' from the start');
        b.type = 'button';
        b.addEventListener('click', () => restart(side));
        bar.appendChild(b);
      }
      box.appendChild(bar);
    }
    function thumb(svg, alt) {
      const img = el('img', 'ppic');
      img.alt = alt;
      img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
      return img;
    }
    // edgePicture is a graph's picture on which a click on an edge cuts
    // it: the edge nearest the click (within 14 pixels of the picture),
    // of those the human may cut.
    function edgePicture() {
      const img = thumb(state.svg, 'the position: click an edge to cut it');
      img.classList.add('pedges');
      const movable = (state.edges || []).filter((c) => (state.moves || []).some((m) => m.edge === c.edge));
      // The middle of each edge one may cut, in the picture's own pixels.
      img.dataset.hit = JSON.stringify(movable.map((c) => ({ edge: c.edge, at: c.points[Math.floor(c.points.length / 2)] })));
      img.addEventListener('click', (ev) => {
        const r = img.getBoundingClientRect();
        const px = (ev.clientX - r.left) * (img.naturalWidth / r.width);
        const py = (ev.clientY - r.top) * (img.naturalHeight / r.height);
        let best = null;
        let bestD = 14;
        for (const c of movable) {
          for (const [x, y] of c.points) {
            const d = c.kind === 'loop' ? Math.abs(Math.hypot(px - x, py - y) - c.r) : Math.hypot(px - x, py - y);
            if (d <= bestD) {
              bestD = d;
              best = c;
            }
          }
        }
        const m = best && state.moves.find((mv) => mv.edge === best.edge);
        if (m) choose(m);
        else {
          note = 'Click an edge you may cut (' + (state.human === 'left' ? 'blue or green' : 'red or green') + ').';
          render();
        }
      });
      return img;
    }
    function grid() {
      const table = el('table', 'pgrid');
      state.board.forEach((row, r) => {
        const tr = el('tr');
        Array.from(row).forEach((ch, c) => {
          const td = el('td', 'pc-' + (ch === '.' ? 'empty' : ch === '#' ? 'off' : ch.toLowerCase()), GLYPHS[ch] !== undefined ? GLYPHS[ch] : ch);
          if (picked.some((p) => same(p, [r, c]))) td.classList.add('picked');
          td.addEventListener('click', () => pick([r, c]));
          tr.appendChild(td);
        });
        table.appendChild(tr);
      });
      return table;
    }
    function pick(cellRC) {
      picked = picked.some((p) => same(p, cellRC)) ? picked.filter((p) => !same(p, cellRC)) : picked.concat([cellRC]);
      const fits = (state.moves || []).filter((m) => Array.isArray(m.cells) && picked.every((p) => m.cells.some((q) => same(p, q))));
      note = '';
      if (!picked.length) {
        render();
      } else if (!fits.length) {
        note = 'That is not a move: no move changes ' + (picked.length > 1 ? 'those cells' : 'that cell') + '. Click again.';
        picked = [];
        render();
      } else if (fits.length === 1) {
        choose(fits[0]);
      } else {
        render();
      }
    }
    async function ask(src) {
      note = 'thinking…';
      render();
      try {
        const data = await evalSource(src);
        const r = data && Array.isArray(data.results) ? data.results[0] : null;
        const w = r && Array.isArray(r.widgets) ? r.widgets.find((x) => x && x.kind === 'play') : null;
        if (!w) throw new Error(r && r.error ? r.error : 'no answer');
        state = w.data;
        note = '';
      } catch (e) {
        if (history.length) state = history.pop();
        note = e.message;
      }
      picked = [];
      render();
    }
    function choose(m) {
      history.push(state);
      ask('(play ' + m.form + ' :as :' + state.human + ' :turn :' + (state.human === 'left' ? 'right' : 'left') + ')');
    }
    function restart(side) {
      history.length = 0;
      ask('(play ' + first.form + ' :as :' + side + ' :turn :' + first.turn + ')');
    }
    render();
    return box;
  }

  // ---- the board editor ----

  // editor shows a board (edit-board P) sent: a click on a cell cycles it
  // through the ruleset's cells; the form of the position is shown as it
  // changes, and "to cell" writes it into a new cell.
  function editor(data) {
    const box = el('div', 'editor');
    const rows = (Array.isArray(data.rows) ? data.rows : []).map((r) => Array.from(String(r)));
    const alphabet = Array.from(String(data.cells || '.#'));
    const form = el('code', 'eform');
    const formText = () => '(' + data.ruleset + ' ' + JSON.stringify(rows.map((r) => r.join('')).join('|')) + ')';
    const table = el('table', 'pgrid egrid');
    rows.forEach((row, r) => {
      const tr = el('tr');
      row.forEach((ch, c) => {
        const td = el('td');
        const paint = () => {
          const x = rows[r][c];
          td.className = 'pc-' + (x === '.' ? 'empty' : x === '#' ? 'off' : x.toLowerCase());
          td.textContent = GLYPHS[x] !== undefined ? GLYPHS[x] : x;
          td.title = 'row ' + (r + 1) + ', column ' + (c + 1) + ': ' + x;
        };
        paint();
        td.addEventListener('click', () => {
          const k = alphabet.indexOf(rows[r][c]);
          rows[r][c] = alphabet[(k + 1) % alphabet.length];
          paint();
          form.textContent = formText();
        });
        tr.appendChild(td);
      });
      table.appendChild(tr);
    });
    form.textContent = formText();
    const toCell = el('button', 'etocell', 'to cell');
    toCell.type = 'button';
    toCell.title = 'Put this position in a new cell';
    toCell.addEventListener('click', () => {
      const c = addCell(formText(), cells()[cells().length - 1]);
      c.querySelector('textarea').focus();
      saveNow();
    });
    box.append(el('div', 'plabel', 'Click a cell to change it (' + alphabet.join(' ') + ').'), table, form, toCell);
    return box;
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

  async function open(file) {
    try {
      const text = await file.text();
      const parts = splitCells(text);
      setCells(parts);
      fileName = /\.lisp$/i.test(file.name) ? file.name : file.name.replace(/\.[^.]*$/, '') + '.lisp';
      saveNow();
      status('Opened ' + file.name + ': ' + parts.length + ' cells.', 'note');
    } catch (e) {
      status('could not open ' + file.name + ': ' + e.message, 'error');
    }
  }

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
  $('help-search').addEventListener('input', () => {
    clearTimeout(helpTimer);
    helpTimer = setTimeout(() => searchHelp($('help-search').value.trim()), 200);
  });
  document.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape' && running) stop();
  });

  setProjector(localStorage.getItem(PROJECTOR) === '1');
  restore();
  newSession().then(
    () => status('Ready.', 'note'),
    (e) => status(e.message, 'error'),
  );
  loadTopics();
  searchHelp('');
  const first = cells()[0];
  if (first) first.querySelector('textarea').focus();

  // For tests and the curious: the file format's two halves.
  window.cgcalcWorksheet = { serialize, split, splitCells, items };
})();
