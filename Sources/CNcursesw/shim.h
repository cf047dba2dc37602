#ifndef CONSENTSIM_CNCURSESW_SHIM_H
#define CONSENTSIM_CNCURSESW_SHIM_H
/* The wide API must be switched on before the include, or UTF-8 glyphs are garbled. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <unistd.h>
#include <langinfo.h>
#include <ncurses.h>
#include <term.h>

/* Swift 6 rejects direct use of these C globals and cannot import the A_* macros. */
static inline WINDOW *cs_stdscr(void) { return stdscr; }
static inline int cs_lines(void) { return LINES; }
static inline int cs_cols(void) { return COLS; }
static inline attr_t cs_a_bold(void) { return A_BOLD; }
static inline attr_t cs_a_reverse(void) { return A_REVERSE; }
static inline attr_t cs_a_dim(void) { return A_DIM; }
static inline attr_t cs_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cs_color_pair(int n) { return COLOR_PAIR(n); }
static inline int cs_color_pairs(void) { return COLOR_PAIRS; }
/* BUTTON1_CLICKED is built from function-like macros, which Swift does not import. */
static inline mmask_t cs_button1_clicked(void) { return BUTTON1_CLICKED; }
/* The wheel: terminals report a notch up as button 4 pressed, a notch down as button 5. */
static inline mmask_t cs_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t cs_wheel_down(void) { return BUTTON5_PRESSED; }
/* Whether the terminal can place the cursor and clear the screen: a "dumb" terminal cannot,
   and the interface would draw one frozen line on it. */
static inline int cs_can_draw_screens(void) {
    char *cup = tigetstr("cup"), *clear = tigetstr("clear");
    return cup != NULL && cup != (char *)-1 && clear != NULL && clear != (char *)-1;
}
/* Whether the terminal has reverse video, the one way the demo shows which control has the
   focus (colour alone would not do, and bold marks other things): a vt52 has none. */
static inline int cs_has_reverse_video(void) {
    char *rev = tigetstr("rev");
    return rev != NULL && rev != (char *)-1 && *rev != 0;
}
/* The attributes the terminal cannot show on coloured text (terminfo ncv: 2 underline,
   4 reverse, 32 bold, ...); ncurses drops them there. 0 where it can show them all. */
static inline int cs_no_colour_video(void) {
    int ncv = tigetnum("ncv");
    return ncv > 0 ? ncv : 0;
}
/* Whether the terminal has an alternate screen to leave (xterm's smcup): the Linux console and
   a VT100 or VT220 have none, and keep the last frame drawn after endwin. */
static inline int cs_has_alternate_screen(void) {
    char *smcup = tigetstr("smcup");
    return smcup != NULL && smcup != (char *)-1 && *smcup != 0;
}
/* Clears the screen and homes the cursor with the terminal's own sequence, after endwin. */
static inline void cs_clear_screen(void) {
    char *clear = tigetstr("clear");
    if (clear != NULL && clear != (char *)-1) putp(clear);
}
/* Bracketed paste on (1) or off (0), where the terminal description has xterm's BE and BD:
   pasted text then comes between ESC [ 200 ~ and ESC [ 201 ~ instead of as typed keys.
   Written straight to the terminal: ncurses' putp dropped it. */
static inline void cs_bracketed_paste(int on) {
    char *s = tigetstr(on ? "BE" : "BD");
    if (s == NULL || s == (char *)-1) return;
    size_t n = 0;
    while (s[n] != 0) n++;
    while (n > 0) {
        ssize_t w = write(1, s, n);
        if (w <= 0) return;
        s += w;
        n -= (size_t)w;
    }
}
#endif
