/**
 * The HTML the server sends: a pack's page (a shell the page script fills from the pack's state
 * and keeps up to date) and the list of packs. Everything it loads is served by the preview itself.
 */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const head = (title: string) =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="/client/preview.css">
</head>`;

/** The page of pack `game`; `games` are the packs this server shows, for the switcher. */
export function packPageHtml(game: string, games: string[]): string {
  const others = games.map((g) => `<a href="/pack/${encodeURIComponent(g)}/"${g === game ? ' aria-current="page"' : ''}>${escape(g)}</a>`).join('');
  return `${head(`${game} · deckwright preview`)}
<body data-game="${escape(game)}">
<header class="top">
  <div class="brand"><strong id="title">${escape(game)}</strong> <span class="muted">deckwright preview</span></div>
  <nav class="packs">${games.length > 1 ? others : ''}</nav>
  <nav class="tabs" aria-label="Views">
    <a href="#gallery" data-tab="gallery">Gallery</a>
    <a href="#exports" data-tab="exports">Print &amp; TTS</a>
    <a href="#reports" data-tab="reports">Odds &amp; sims</a>
    <a href="#play" data-tab="play">Play</a>
  </nav>
  <div id="status" role="status" aria-live="polite">connecting…</div>
</header>
<main>
  <section id="view-gallery" data-view="gallery">
    <div id="pack-problems"></div>
    <form id="filters" class="filters" onsubmit="return false">
      <input id="search" type="search" placeholder="Search name or text" aria-label="Search cards by name or text">
      <select id="deck-filter" aria-label="Deck"><option value="">All decks</option></select>
      <select id="type-filter" aria-label="Type"><option value="">All types</option></select>
      <label><input id="problems-filter" type="checkbox"> Has problems</label>
      <label><input id="backs-toggle" type="checkbox" checked> Backs</label>
      <span id="shown" class="muted"></span>
    </form>
    <div id="decks"></div>
  </section>
  <section id="view-exports" data-view="exports" hidden></section>
  <section id="view-reports" data-view="reports" hidden></section>
  <section id="view-play" data-view="play" hidden>
    <p class="muted">Loading the hot-seat table…</p>
  </section>
</main>
<script type="module" src="/client/main.js"></script>
</body>
</html>
`;
}

export function packListHtml(packs: { name: string; title: string; errors: number; warnings: number }[]): string {
  const rows = packs
    .map((p) => `<li><a href="/pack/${encodeURIComponent(p.name)}/">${escape(p.title)}</a> <span class="muted">${escape(p.name)} · ${p.errors} error(s), ${p.warnings} warning(s)</span></li>`)
    .join('\n');
  return `${head('deckwright preview')}
<body>
<header class="top"><div class="brand"><strong>deckwright preview</strong></div></header>
<main><ul class="pack-list">
${rows}
</ul></main>
</body>
</html>
`;
}
