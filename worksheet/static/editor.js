// The cgcalc worksheet's board editor (edit-board): a grid of cells for
// the board games, a drawing of vertices and edges for the graph games.
// Each shows the form of the position made so far; "to cell" writes it
// into a new cell. Drawn with DOM nodes (SVG for a graph), no markup.
'use strict';

(function () {
  const el = (...a) => window.cgcalcPage.el(...a);
  const addCell = (...a) => window.cgcalcPage.addCell(...a);
  const cells = () => window.cgcalcPage.cells();
  const evalSource = (src) => window.cgcalcPage.evalSource(src);
  const saveNow = () => window.cgcalcPage.saveNow();
  const GLYPHS = { x: '●', o: '○', t: 'T', f: 'F', '.': '', '#': '' };

  function toCellButton(text) {
    const b = el('button', 'etocell', 'to cell');
    b.type = 'button';
    b.title = 'Put this position in a new cell';
    b.addEventListener('click', () => {
      const c = addCell(text(), cells()[cells().length - 1]);
      c.querySelector('textarea').focus();
      saveNow();
    });
    return b;
  }

  // editor shows a board (edit-board P) sent: a click on a cell cycles it
  // through the ruleset's cells; the form of the position is shown as it
  // changes. A graph game's position goes to graphEditor.
  function editor(data) {
    if (data && data.graph) return graphEditor(data.ruleset, data.graph);
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
    box.append(el('div', 'plabel', 'Click a cell to change it (' + alphabet.join(' ') + ').'), table, form, toCellButton(formText));
    return box;
  }

  // ---- graphs ----

  const SVGNS = 'http://www.w3.org/2000/svg';
  const INK = { l: '#1f4fbf', r: '#c0392b', e: '#1e8449', '-': '#222222' };
  const COLOUR = { l: 'blue', r: 'red', e: 'green', '-': 'plain' };
  const svgEl = (tag, attrs) => {
    const n = document.createElementNS(SVGNS, tag);
    for (const [k, v] of Object.entries(attrs || {})) n.setAttribute(k, String(v));
    return n;
  };

  // graphEditor draws a graph to edit. With the Draw tool a click on the
  // empty canvas adds a vertex there (on the ground line, a foot on the
  // ground), joined by an edge to the vertex picked, if any, which it
  // then picks; a click on a vertex picks it, or joins it to the vertex
  // picked; a click on the vertex picked lets it go; a click on an edge
  // gives it the colour chosen. The Erase tool removes a vertex (with its
  // edges) or an edge; the Tint tool (Col, Snort) cycles a vertex's
  // label. The form is the position's text with named vertices, read
  // back by the server into the ruleset's own form as it changes.
  function graphEditor(ruleset, g) {
    const box = el('div', 'editor geditor');
    const verts = (Array.isArray(g.vertices) ? g.vertices : []).map((v) => ({ x: +v.x, y: +v.y, label: String(v.label || ''), ground: !!v.ground }));
    const lines = (Array.isArray(g.lines) ? g.lines : []).map((e) => ({ a: e.a | 0, b: e.b | 0, color: String(e.color || '-') }));
    const colours = Array.from(String(g.edges || '-'));
    const labels = Array.from(String(g.labels || ''));
    const W = Math.max(+g.width || 480, 320);
    const base = +g.base || 260;
    const H = g.ground ? base + 30 : base + 20;
    let tool = 'draw';
    let colour = colours[0];
    let picked = -1;
    let server = null; // the server's form of the position, when read
    let serial = 0;

    const bar = el('div', 'ebar');
    const toolButtons = [];
    const addTool = (name, title, group, onPick) => {
      const b = el('button', 'etool', name);
      b.type = 'button';
      b.title = title;
      b.dataset.group = group;
      b.addEventListener('click', () => {
        onPick();
        for (const t of toolButtons) if (t.dataset.group === group) t.classList.toggle('on', t === b);
      });
      toolButtons.push(b);
      bar.appendChild(b);
      return b;
    };
    addTool('Draw', 'Click to add a vertex or an edge', 'tool', () => { tool = 'draw'; }).classList.add('on');
    addTool('Erase', 'Click a vertex or an edge to remove it', 'tool', () => { tool = 'erase'; picked = -1; draw(); });
    if (labels.length) addTool('Tint', 'Click a vertex to change its tint (' + labels.join(' ') + ')', 'tool', () => { tool = 'tint'; picked = -1; draw(); });
    if (colours.length > 1) {
      bar.appendChild(el('span', 'plabel', ' edges:'));
      colours.forEach((c, k) => {
        const b = addTool(COLOUR[c] || c, 'New edges are ' + (COLOUR[c] || c), 'colour', () => { colour = c; });
        b.classList.add('ecolour-' + c);
        if (k === 0) b.classList.add('on');
      });
    }
    const svg = svgEl('svg', { class: 'egraph', width: W, height: H, viewBox: '0 0 ' + W + ' ' + H });
    const note = el('div', 'pnote');
    const form = el('code', 'eform');

    // The point of the canvas under a mouse event.
    const at = (ev) => {
      const r = svg.getBoundingClientRect();
      return [(ev.clientX - r.left) * W / r.width, (ev.clientY - r.top) * H / r.height];
    };
    svg.addEventListener('click', (ev) => {
      if (ev.target !== svg && !ev.target.classList.contains('eground')) return;
      if (tool !== 'draw') return;
      let [x, y] = at(ev);
      const ground = !!g.ground && Math.abs(y - base) <= 16;
      if (ground) y = base;
      else if (g.ground && y > base) return;
      verts.push({ x, y, label: labels.length ? labels[0] : '', ground });
      const v = verts.length - 1;
      if (picked >= 0 && !(ground && verts[picked].ground)) lines.push({ a: picked, b: v, color: colour });
      picked = v;
      changed();
    });

    function clickVertex(v) {
      if (tool === 'erase') {
        for (let i = lines.length - 1; i >= 0; i--) if (lines[i].a === v || lines[i].b === v) lines.splice(i, 1);
        verts.splice(v, 1);
        for (const e of lines) {
          if (e.a > v) e.a--;
          if (e.b > v) e.b--;
        }
        picked = -1;
      } else if (tool === 'tint') {
        const k = labels.indexOf(verts[v].label);
        verts[v].label = labels[(k + 1) % labels.length];
      } else if (picked === v) {
        picked = -1;
      } else {
        if (picked >= 0 && !(verts[picked].ground && verts[v].ground)) lines.push({ a: picked, b: v, color: colour });
        picked = v;
      }
      changed();
    }
    function clickEdge(i) {
      if (tool === 'erase') lines.splice(i, 1);
      else if (tool === 'draw') lines[i].color = colour;
      changed();
    }

    function draw() {
      svg.textContent = '';
      if (g.ground) svg.appendChild(svgEl('line', { class: 'eground', x1: 8, y1: base + 3, x2: W - 8, y2: base + 3, stroke: '#6b4f2a', 'stroke-width': 6, 'stroke-linecap': 'round' }));
      const live = reaching();
      lines.forEach((e, i) => {
        const p = verts[e.a];
        const q = verts[e.b];
        const ink = INK[e.color] || INK['-'];
        const shape = e.a === e.b
          ? svgEl('circle', { cx: p.x, cy: p.y - 14, r: 14, fill: 'none' })
          : svgEl('line', { x1: p.x, y1: p.y, x2: q.x, y2: q.y });
        shape.setAttribute('stroke', ink);
        shape.setAttribute('stroke-width', 5);
        shape.setAttribute('stroke-linecap', 'round');
        shape.setAttribute('class', 'eedge eedge-' + (e.color === '-' ? 'plain' : e.color) + (live.edges.has(i) ? '' : ' efalls'));
        shape.dataset.edge = String(i);
        // A wider, unseen stroke to click.
        const hit = shape.cloneNode();
        hit.setAttribute('stroke', 'transparent');
        hit.setAttribute('stroke-width', 16);
        hit.setAttribute('class', 'ehit');
        hit.addEventListener('click', (ev) => { ev.stopPropagation(); clickEdge(i); });
        svg.append(shape, hit);
      });
      verts.forEach((v, i) => {
        const big = labels.length > 0;
        const fill = v.label === 'L' ? INK.l : v.label === 'R' ? INK.r : big ? '#ffffff' : '#111111';
        const c = svgEl('circle', { cx: v.x, cy: v.y, r: big ? 12 : v.ground ? 6 : 7, fill, stroke: i === picked ? '#c08000' : '#111111', 'stroke-width': i === picked ? 4 : 1.5 });
        c.setAttribute('class', 'evertex' + (v.ground ? ' eground-foot' : '') + (i === picked ? ' picked' : ''));
        c.dataset.vertex = String(i);
        c.addEventListener('click', (ev) => { ev.stopPropagation(); clickVertex(i); });
        svg.appendChild(c);
        if (big && (v.label === 'L' || v.label === 'R')) {
          const t = svgEl('text', { x: v.x, y: v.y + 5, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 'bold', fill: 'white' });
          t.textContent = v.label;
          t.addEventListener('click', (ev) => { ev.stopPropagation(); clickVertex(i); });
          svg.appendChild(t);
        }
      });
    }

    // reaching is the vertices and edges a Hackenbush position keeps:
    // those connected to the ground (all of them in the other games).
    function reaching() {
      const vs = new Set();
      const es = new Set();
      if (!g.ground) {
        verts.forEach((_, i) => vs.add(i));
        lines.forEach((_, i) => es.add(i));
        return { vertices: vs, edges: es };
      }
      verts.forEach((v, i) => { if (v.ground) vs.add(i); });
      for (let grew = true; grew;) {
        grew = false;
        lines.forEach((e, i) => {
          if (!es.has(i) && (vs.has(e.a) || vs.has(e.b))) {
            es.add(i);
            vs.add(e.a);
            vs.add(e.b);
            grew = true;
          }
        });
      }
      return { vertices: vs, edges: es };
    }

    // text writes the position as the ruleset's text reads it: each edge a
    // chain of two named vertices, the ground (Hackenbush's vertex 0)
    // first, every ground foot the one vertex g; in Hackenbush only what
    // reaches the ground, each edge after one that reaches it.
    function text() {
      const name = (i) => verts[i].ground ? 'g' : 'v' + i;
      const vertex = (i) => (verts[i].label && verts[i].label !== '.' ? verts[i].label : '.') + ':{' + name(i) + '}';
      const chains = [];
      if (g.ground) chains.push('.:{g}');
      const live = reaching();
      const done = new Set();
      const known = new Set(verts.map((v, i) => (v.ground ? i : -1)).filter((i) => i >= 0));
      for (let grew = true; grew;) {
        grew = false;
        lines.forEach((e, i) => {
          if (done.has(i) || !live.edges.has(i)) return;
          let [a, b] = [e.a, e.b];
          if (g.ground && !known.has(a)) {
            if (!known.has(b)) return;
            [a, b] = [b, a];
          }
          chains.push(vertex(a) + e.color + vertex(b));
          known.add(a);
          known.add(b);
          done.add(i);
          grew = true;
        });
      }
      verts.forEach((v, i) => {
        if (!g.ground && !lines.some((e) => e.a === i || e.b === i)) chains.push(vertex(i));
      });
      return chains.join(';');
    }
    const raw = () => '(' + ruleset + ' ' + JSON.stringify(text()) + ')';
    const formText = () => server || raw();

    function changed() {
      draw();
      server = null;
      form.textContent = raw();
      const falls = lines.length - reaching().edges.size;
      note.textContent = falls > 0 ? falls + (falls === 1 ? ' edge does' : ' edges do') + ' not reach the ground: it falls.' : '';
      // The server reads the position back into its own form.
      const mine = ++serial;
      const src = raw();
      evalSource(src).then((data) => {
        if (mine !== serial) return;
        const r = data && Array.isArray(data.results) ? data.results[0] : null;
        if (r && !r.error && r.text) {
          server = r.text;
          form.textContent = r.text;
        } else if (r && r.error) {
          note.textContent = r.error;
        }
      }).catch(() => {});
    }

    draw();
    form.textContent = raw();
    changed();
    const help = g.ground
      ? 'Click the ground or the canvas to add a vertex, joined to the vertex picked; click an edge to give it the colour chosen.'
      : 'Click the canvas to add a vertex, joined to the vertex picked; click a vertex to pick it or join it.';
    box.append(el('div', 'plabel', help), bar, svg, note, form, toCellButton(formText));
    return box;
  }

  window.cgcalcWidgets = Object.assign(window.cgcalcWidgets || {}, { edit: editor });
})();
