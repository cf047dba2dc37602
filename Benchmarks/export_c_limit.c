/* export_c_limit: the bar `bench` holds `export` to (export_c_limit_rows_per_s).
 *
 * It writes the rows of a RADAR CSV export, byte for byte, from a tape of their values that
 * `bench` reads back from the export's own files: no simulation, no objects, one buffer per
 * file, numbers formatted straight into it. `bench` then compares every file it wrote with the
 * export's, so the figure is for the same rows and the same bytes.
 *
 * Same bytes means the same shortest round-trip digits as Swift's `description`, which C's
 * printf has no conversion for; the writer calls the Swift runtime's own formatter (plain C
 * arguments, so the C calling convention reaches it on the platforms Swift runs on). That entry
 * point leaves the final "0" of an integral value ("1.0") unwritten, so the space it writes into
 * is filled with '0' first.
 *
 * Usage: export_c_limit TAPE OUTDIR. Prints "rows wall_seconds cpu_seconds".
 *
 * Tape (native byte order): per file 'F', u32 length + relative path, u32 length + header
 * bytes, u32 length + the bytes every row starts with; then per row its cells, each a tag and
 * a value ('d' f64, 'f' f32, 'i' i64, 's' u16 length + text as written, 'n' an empty cell),
 * and 'e'; after the last file 'Z'.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

uint64_t swift_float64ToString(char *buffer, size_t length, double value, bool debug);
uint64_t swift_float32ToString(char *buffer, size_t length, float value, bool debug);

enum { FLUSH_AT = 1 << 16, ROOM = 1 << 12 };

static char out[FLUSH_AT + ROOM];
static size_t used;
static int fd = -1;
static const char *current;

static void fail(const char *what, const char *path) {
    fprintf(stderr, "export_c_limit: %s %s: %s\n", what, path, strerror(errno));
    exit(1);
}

static void send(const char *bytes, size_t n) {
    size_t done = 0;
    while (done < n) {
        ssize_t w = write(fd, bytes + done, n - done);
        if (w < 0) { if (errno == EINTR) continue; fail("cannot write", current); }
        done += (size_t)w;
    }
}

static void flush(void) { send(out, used); used = 0; }

/* Appends `n` bytes; a cell longer than the buffer goes out on its own. */
static void put(const void *bytes, size_t n) {
    if (used + n > FLUSH_AT + ROOM - 64) {
        flush();
        if (n > FLUSH_AT) { send(bytes, n); return; }
    }
    memcpy(out + used, bytes, n);
    used += n;
}

static size_t decimal(char *to, int64_t value) {
    char digits[24];
    int count = 0;
    uint64_t n = value < 0 ? (uint64_t)0 - (uint64_t)value : (uint64_t)value;
    do { digits[23 - count++] = (char)('0' + n % 10); n /= 10; } while (n);
    size_t at = 0;
    if (value < 0) to[at++] = '-';
    memcpy(to + at, digits + 24 - count, (size_t)count);
    return at + (size_t)count;
}

static uint32_t u32(const unsigned char **p) { uint32_t v; memcpy(&v, *p, 4); *p += 4; return v; }

/* Creates every folder of `path` below the output folder. */
static void folders(char *path) {
    for (char *s = strchr(path + 1, '/'); s; s = strchr(s + 1, '/')) {
        *s = 0;
        if (mkdir(path, 0777) != 0 && errno != EEXIST) fail("cannot create", path);
        *s = '/';
    }
}

static double seconds(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: export_c_limit TAPE OUTDIR\n"); return 64; }
    int tape = open(argv[1], O_RDONLY);
    struct stat st;
    if (tape < 0 || fstat(tape, &st) != 0) fail("cannot read", argv[1]);
    const unsigned char *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, tape, 0);
    if (p == MAP_FAILED) fail("cannot map", argv[1]);
    const unsigned char *end = p + st.st_size;
    char path[4096];
    unsigned long long rows = 0;
    double wall = seconds(CLOCK_MONOTONIC), cpu = seconds(CLOCK_PROCESS_CPUTIME_ID);
    while (p < end && *p == 'F') {
        p++;
        uint32_t n = u32(&p);
        int at = snprintf(path, sizeof path, "%s/%.*s", argv[2], (int)n, (const char *)p);
        if (at < 0 || (size_t)at >= sizeof path) { errno = ENAMETOOLONG; fail("cannot create", argv[2]); }
        p += n;
        folders(path);
        current = path;
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0666);
        if (fd < 0) fail("cannot create", path);
        n = u32(&p);
        put(p, n);
        p += n;
        uint32_t prefixLength = u32(&p);
        const unsigned char *prefix = p;
        p += prefixLength;
        while (*p != 'F' && *p != 'Z') {
            put(prefix, prefixLength);
            bool first = true;
            for (;;) {
                unsigned char tag = *p++;
                if (tag == 'e') break;
                if (!first) out[used++] = ',';
                first = false;
                switch (tag) {
                case 'd': { double d; memcpy(&d, p, 8); p += 8; memset(out + used, '0', 32);
                    used += d != d ? (memcpy(out + used, "nan", 3), 3) : swift_float64ToString(out + used, 32, d, false); break; }
                case 'f': { float f; memcpy(&f, p, 4); p += 4; memset(out + used, '0', 32);
                    used += f != f ? (memcpy(out + used, "nan", 3), 3) : swift_float32ToString(out + used, 32, f, false); break; }
                case 'i': { int64_t i; memcpy(&i, p, 8); p += 8; used += decimal(out + used, i); break; }
                case 's': { uint16_t k; memcpy(&k, p, 2); p += 2; put(p, k); p += k; break; }
                case 'n': break;
                default: fprintf(stderr, "export_c_limit: bad tape tag %d\n", tag); return 65;
                }
            }
            out[used++] = '\n';
            rows++;
            if (used >= FLUSH_AT) flush();
        }
        flush();
        if (close(fd) != 0) fail("cannot write", path);
    }
    wall = seconds(CLOCK_MONOTONIC) - wall;
    cpu = seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu;
    printf("%llu %.6f %.6f\n", rows, wall, cpu);
    return 0;
}
