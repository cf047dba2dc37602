/* The start-up anchor of `consent-sim bench` (startup_c_ncurses_ms): the least a program can do
   to show one full ncurses frame, started the way bench starts consent-sim (a 120 x 40
   pseudo-terminal). It takes the terminal as consent-sim does (locale, newterm, cbreak, keypad,
   colours, mouse), fills every cell with a coloured box-drawing glyph, and restores the
   terminal. Built by `make release`, or by bench itself with cc. */
#define NCURSES_WIDECHAR 1
#include <langinfo.h>
#include <locale.h>
#include <ncurses.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

int main(void) {
    setlocale(LC_ALL, "");
    /* As consent-sim does: with no UTF-8 locale set, ncursesw would garble every glyph. */
    if (strcmp(nl_langinfo(CODESET), "UTF-8") != 0) setlocale(LC_CTYPE, "C.UTF-8");
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) return 2;
    set_term(screen);
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    if (has_colors()) {
        start_color();
        use_default_colors();
        init_pair(1, COLOR_BLUE, -1);
    }
    mousemask(BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
    const wchar_t glyphs[] = L"│─╭╮╰╯●✓";
    for (int y = 0; y < LINES; y++) {
        for (int x = 0; x < COLS; x++) {
            wchar_t text[2] = { glyphs[(x + y) % 8], L'\0' };
            cchar_t cell;
            setcchar(&cell, text, y % 2 ? A_BOLD : A_NORMAL, (short)(y % 2), NULL);
            mvadd_wch(y, x, &cell);
        }
    }
    refresh();
    endwin();
    delscreen(screen);
    return 0;
}
