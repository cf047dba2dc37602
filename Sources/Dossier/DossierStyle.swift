/// The dossier's one stylesheet: plain CSS, nothing fetched, and the print rules that keep each
/// screen with its annotations on one page (two to a page where they fit; never cut off) and
/// each table row whole on one page.
enum DossierStyle {
    static let css = """
    body { font-family: -apple-system, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif; max-width: 60em; margin: 2em auto; padding: 0 1em; color: #1c1c1e; }
    a { color: #0a64d8; }
    h1 { font-size: 1.6em; }
    table { border-collapse: collapse; margin: 1em 0; }
    div.wide { width: 100vw; margin-left: calc(50% - 50vw); padding: 0 1em; box-sizing: border-box; overflow-x: auto; }
    div.wide table { font-size: .9em; margin: 1em auto; }
    th, td { border: 1px solid #d1d1d6; padding: .3em .6em; text-align: left; vertical-align: top; }
    tr.flagged td { background: #fff4d6; }
    div.picture { margin: 1em 0; }
    div.picture img, div.screen img { max-width: 100%; border: 1px solid #d1d1d6; border-radius: 12px; }
    ul.actions li { margin: .3em 0; }
    .crumbs { font-size: .9em; color: #636366; }
    del { color: #b3261e; }
    ins { background: #d7f5dd; text-decoration: none; }
    .changed-notice { background: #fff4d6; padding: .3em .6em; border-left: 4px solid #b26a00; }
    .changed-notice.added, div.change.added { border-left-color: #1e8e3e; }
    div.change { border-left: 4px solid #b26a00; padding: .2em .8em; margin: 1em 0; }
    div.change.removed { border-left-color: #b3261e; }
    tr.changed td, tr.changed th, tr.added td, tr.added th { background: #fff4d6; }
    .wording-note { background: #eef4ff; padding: .3em .6em; border-left: 4px solid #0a64d8; }
    em.assumption { color: #8a4b00; font-style: normal; font-size: .85em; }
    .consequence { color: #3a3a3c; font-style: italic; }
    @page { size: A4; margin: 1cm; }
    @media print {
      body { max-width: none; margin: 0; padding: 0; }
      div.cover { break-after: page; }
      div.screen { break-inside: avoid; }
      div.data-table { break-before: page; }
      div.wide { width: auto; margin-left: 0; padding: 0; overflow-x: visible; }
      div.data-table table { font-size: .7em; width: 100%; }
      tr { break-inside: avoid; }
      div.screen.first { break-before: page; }
      div.contents { font-size: .85em; }
      div.contents li { margin: .1em 0; }
      div.screen img { max-height: 8.5cm; }
      div.screen h2 { font-size: 1.1em; margin: .2em 0; }
      div.screen ul, div.screen h3, div.screen p { font-size: .8em; margin: .2em 0; }
    }

    """
}
