// Where the last 10% of W2 (a [4096,4096] f32 split into 4 along axis 1)
// goes: the same copy done five ways, beside one memcpy of the whole tensor,
// in one process. Not part of the harness; it guides the next lowering.
//   cc -O2 -mavx2 bench/prototypes/copy-strategies.c -o /tmp/copy-strategies && /tmp/copy-strategies
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { N = 4096, PARTS = 4, ROW = N / PARTS, REPS = 15 };

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static void repMovsb(void *dst, const void *src, size_t n) {
  __asm__ volatile("rep movsb" : "+D"(dst), "+S"(src), "+c"(n) : : "memory");
}

// Non-temporal row copy; rows here are 64-byte aligned.
static void streamRow(float *dst, const float *src) {
  for (size_t i = 0; i < ROW; i += 8)
    _mm256_stream_ps(dst + i, _mm256_loadu_ps(src + i));
}

int main(void) {
  size_t bytes = (size_t)N * N * sizeof(float);
  float *in = aligned_alloc(64, bytes), *whole = aligned_alloc(64, bytes);
  float *out[PARTS];
  memset(in, 1, bytes);
  memset(whole, 0, bytes);
  for (int k = 0; k < PARTS; ++k) {
    out[k] = aligned_alloc(64, bytes / PARTS);
    memset(out[k], 0, bytes / PARTS);
  }
  const char *names[] = {"memcpy of the whole tensor",
                         "memcpy per row, one result after another",
                         "memcpy per row, results interleaved",
                         "rep movsb per row, results interleaved",
                         "non-temporal rows, one result after another",
                         "non-temporal rows, results interleaved"};
  double best[6];
  for (int i = 0; i < 6; ++i)
    best[i] = 1e30;
  for (int rep = 0; rep < REPS; ++rep) {
    double t[7];
    t[0] = now();
    memcpy(whole, in, bytes);
    t[1] = now();
    for (int k = 0; k < PARTS; ++k)
      for (int r = 0; r < N; ++r)
        memcpy(out[k] + (size_t)r * ROW, in + (size_t)r * N + k * ROW, ROW * 4);
    t[2] = now();
    for (int r = 0; r < N; ++r)
      for (int k = 0; k < PARTS; ++k)
        memcpy(out[k] + (size_t)r * ROW, in + (size_t)r * N + k * ROW, ROW * 4);
    t[3] = now();
    for (int r = 0; r < N; ++r)
      for (int k = 0; k < PARTS; ++k)
        repMovsb(out[k] + (size_t)r * ROW, in + (size_t)r * N + k * ROW, ROW * 4);
    t[4] = now();
    for (int k = 0; k < PARTS; ++k)
      for (int r = 0; r < N; ++r)
        streamRow(out[k] + (size_t)r * ROW, in + (size_t)r * N + k * ROW);
    _mm_sfence();
    t[5] = now();
    for (int r = 0; r < N; ++r)
      for (int k = 0; k < PARTS; ++k)
        streamRow(out[k] + (size_t)r * ROW, in + (size_t)r * N + k * ROW);
    _mm_sfence();
    t[6] = now();
    for (int i = 0; i < 6; ++i)
      if (t[i + 1] - t[i] < best[i])
        best[i] = t[i + 1] - t[i];
  }
  for (int i = 0; i < 6; ++i)
    printf("%-45s %8.0f us  %.2fx memcpy\n", names[i], best[i],
           best[0] / best[i]);
  return 0;
}
