// The cgcalc worksheet's interactive results: the game-tree explorer
// (explore) and a game against perfect play (play); the board editor
// (edit-board) is editor.js's. Each draws the data a result's widget
// carries with DOM nodes and data: images only, and asks the server
// through the page's own evaluation (the same API and limits as a cell).
// app.js draws a widget of kind K with cgcalcWidgets[K](data, cell).
'use strict';

(function () {
  // What the page lends (app.js, window.cgcalcPage), looked up at call time.
  const el = (...a) => window.cgcalcPage.el(...a);
  const addCell = (...a) => window.cgcalcPage.addCell(...a);
  const cells = () => window.cgcalcPage.cells();
  const evalSource = (src) => window.cgcalcPage.evalSource(src);
  const saveNow = () => window.cgcalcPage.saveNow();

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
    let split = null; // the ways to leave a heap, when there are several
    const same = (a, b) => a[0] === b[0] && a[1] === b[1];
    const mine = () => !state.over && state.turn === state.human;
    function render() {
      box.textContent = '';
      const you = state.human === 'left' ? 'Left' : 'Right';
      box.appendChild(el('div', 'pwho', 'You play ' + you + ', the program ' + (you === 'Left' ? 'Right' : 'Left') + '.'));
      box.appendChild(el('div', 'pmessage', state.message || ''));
      if (note) box.appendChild(el('div', 'pnote', note));
      const cutting = mine() && Array.isArray(state.board) && state.board.length && Array.isArray(state.cuts) && state.cuts.length;
      const heaps = mine() && Array.isArray(state.heaps) && state.heaps.length &&
        (state.moves || []).some((m) => Array.isArray(m.takes) && m.takes.length);
      const clickable = cutting || heaps || (mine() && Array.isArray(state.board) && state.board.length &&
        (state.moves || []).some((m) => Array.isArray(m.cells) && m.cells.length));
      if (cutting) box.appendChild(cutGrid());
      else if (heaps) box.appendChild(heapRows());
      else if (clickable) box.appendChild(grid());
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
        split = null;
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
    // heapRows draws the heaps as rows of counters: a click on a counter
    // takes it and those after it, leaving the ones before; when a heap
    // may be left as several heaps in more than one way, the ways are
    // offered.
    function heapRows() {
      const box2 = el('div', 'pheaps');
      state.heaps.forEach((n, i) => {
        const row = el('div', 'pheap');
        row.appendChild(el('span', 'pheapname', 'heap ' + (i + 1) + ' (' + n + ')'));
        const counters = [];
        for (let k = 0; k < n; k++) {
          const b = el('button', 'pcounter', '●');
          b.type = 'button';
          b.title = 'take ' + (n - k) + ', leave ' + k;
          b.addEventListener('mouseenter', () => counters.forEach((c, j) => c.classList.toggle('taking', j >= k)));
          b.addEventListener('mouseleave', () => counters.forEach((c) => c.classList.remove('taking')));
          b.addEventListener('click', () => takeFrom(i, k));
          counters.push(b);
          row.appendChild(b);
        }
        box2.appendChild(row);
      });
      if (split) {
        const ways = el('div', 'psplit');
        ways.appendChild(el('span', 'plabel', 'Leave the ' + split.leave + ' as:'));
        for (const w of split.ways) {
          const b = el('button', 'pway', w.parts.length ? w.parts.join(' + ') : 'nothing');
          b.type = 'button';
          b.addEventListener('click', () => { split = null; choose(w.move); });
          ways.appendChild(b);
        }
        box2.appendChild(ways);
      }
      return box2;
    }
    function takeFrom(i, leave) {
      const n = state.heaps[i];
      const ways = [];
      for (const m of state.moves || []) {
        for (const t of Array.isArray(m.takes) ? m.takes : []) {
          if (t.from === n && t.leave === leave) ways.push({ move: m, parts: Array.isArray(t.parts) ? t.parts : [] });
        }
      }
      split = null;
      note = '';
      if (ways.length === 1) {
        choose(ways[0].move);
        return;
      }
      if (!ways.length) {
        const leaves = new Set();
        for (const m of state.moves || []) for (const t of m.takes || []) if (t.from === n) leaves.add(t.leave);
        note = 'You cannot leave ' + leave + ' of a heap of ' + n + '. ' +
          (leaves.size ? 'You may leave ' + Array.from(leaves).sort((a, b) => b - a).join(', ') + '.' : 'There is no move from that heap.');
      } else split = { leave, ways };
      render();
    }
    // cutGrid draws a cake to cut: the line between two cells nearest the
    // mouse, across the human's way (Left's between columns, Right's
    // between rows), shows where the cut would go; a click cuts there.
    function cutGrid() {
      const table = el('table', 'pgrid pcake');
      const tds = [];
      const vertical = state.human === 'left';
      state.board.forEach((row, r) => {
        const tr = el('tr');
        tds.push([]);
        Array.from(row).forEach((ch, c) => {
          const td = el('td', ch === '.' ? 'pc-empty' : 'pc-off', '');
          tds[r].push(td);
          tr.appendChild(td);
        });
        table.appendChild(tr);
      });
      // The cut under the mouse at cell (r, c), the mouse at the fraction
      // (fx, fy) of the cell.
      const cutAt = (r, c, fx, fy) => {
        const at = vertical ? (fx < 0.5 ? c : c + 1) : (fy < 0.5 ? r : r + 1);
        const along = vertical ? r : c;
        return state.cuts.find((k) => k.vertical === vertical && k.at === at && k.from <= along && along < k.to) || null;
      };
      const mark = (cut) => {
        for (const x of table.querySelectorAll('.cut-right, .cut-below')) x.classList.remove('cut-right', 'cut-below');
        if (!cut) return;
        for (let i = cut.from; i < cut.to; i++) (vertical ? tds[i][cut.at - 1] : tds[cut.at - 1][i]).classList.add(vertical ? 'cut-right' : 'cut-below');
      };
      const where = (ev, r, c) => {
        const b = tds[r][c].getBoundingClientRect();
        return cutAt(r, c, (ev.clientX - b.left) / b.width, (ev.clientY - b.top) / b.height);
      };
      tds.forEach((row, r) => row.forEach((td, c) => {
        td.addEventListener('mousemove', (ev) => mark(where(ev, r, c)));
        td.addEventListener('click', (ev) => {
          const cut = where(ev, r, c);
          const m = cut && state.moves[cut.option];
          if (m) choose(m);
          else {
            note = 'Cut a piece ' + (vertical ? 'between two of its columns (Left cuts up and down)' : 'between two of its rows (Right cuts across)') + ': click near that line.';
            render();
          }
        });
      }));
      table.addEventListener('mouseleave', () => mark(null));
      return table;
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

  window.cgcalcWidgets = Object.assign(window.cgcalcWidgets || {}, { explore: explorer, play: player });
})();
