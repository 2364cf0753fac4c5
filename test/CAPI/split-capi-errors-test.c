/*===- split-capi-errors-test.c - a C host survives run-time errors -------===*\
|*                                                                            *|
|* Compiled as C: JIT-compiled split code whose run-time sizes do not add up  *|
|* fails a guarded call (splitExecutionEngineInvokePacked, splitRuntimeCall)  *|
|* with the op's message, frees what the call allocated, and the same engine  *|
|* runs a valid call next; two threads, each with its own engine, one failing *|
|* over and over and one succeeding, do not disturb each other. Run under     *|
|* valgrind by scripts/memcheck.sh --ci (no leak from the failed calls).      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

// RUN: split-capi-errors-test 2>&1 | FileCheck %s --match-full-lines

#include "split-c/Dialects.h"
#include "split-c/ExecutionEngine.h"

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Support.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* @parts concatenates x with itself (a fresh buffer, allocated before the
   split's check runs) and splits the concatenation by the run-time sizes s.
   @empty allocates n floats. */
static const char *kModule =
    "func.func @parts(%x: tensor<?xf32>, %s: tensor<?xi64>) -> "
    "(tensor<?xf32>, tensor<?xf32>) attributes {llvm.emit_c_interface} {\n"
    "  %y = tensor.concat dim(0) %x, %x : (tensor<?xf32>, tensor<?xf32>) "
    "-> tensor<?xf32>\n"
    "  %a, %b = split.split_v13 %y, %s : tensor<?xf32>, tensor<?xi64> "
    "-> tensor<?xf32>, tensor<?xf32>\n"
    "  return %a, %b : tensor<?xf32>, tensor<?xf32>\n"
    "}\n"
    "func.func @empty(%n: index) -> tensor<?xf32> "
    "attributes {llvm.emit_c_interface} {\n"
    "  %e = tensor.empty(%n) : tensor<?xf32>\n"
    "  return %e : tensor<?xf32>\n"
    "}\n";

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRefF32;
typedef struct {
  int64_t *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRefI64;
typedef struct {
  MemRefF32 a, b;
} Parts;

static void fail(const char *what) {
  printf("FAILED: %s\n", what);
  exit(1);
}

/* The onError callback: keeps the message (it is valid during the call
   only) and counts the calls. */
typedef struct {
  char text[256];
  int calls;
} Message;

static void keepMessage(MlirStringRef text, void *userData) {
  Message *message = (Message *)userData;
  size_t length = text.length < sizeof(message->text) - 1
                      ? text.length
                      : sizeof(message->text) - 1;
  memcpy(message->text, text.data, length);
  message->text[length] = '\0';
  ++message->calls;
}

static MlirExecutionEngine compile(MlirContext ctx) {
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kModule));
  if (mlirModuleIsNull(module))
    fail("parse");
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirLogicalResultIsFailure(mlirParsePassPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          mlirStringRefCreateFromCString("builtin.module(split-to-llvm)"), NULL,
          NULL)) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))))
    fail("split-to-llvm");
  mlirPassManagerDestroy(pm);
  MlirExecutionEngine engine = splitExecutionEngineCreate(module, 0, NULL);
  if (mlirExecutionEngineIsNull(engine))
    fail("splitExecutionEngineCreate");
  mlirExecutionEngineInitialize(engine);
  /* The engine holds the compiled code; the module is not needed. */
  mlirModuleDestroy(module);
  return engine;
}

/* Calls @parts on x (n floats) and sizes s through
   splitExecutionEngineInvokePacked; the message of a failure in `message`. */
static MlirLogicalResult invokeParts(MlirExecutionEngine engine, float *x,
                                     int64_t n, int64_t *s, int64_t k,
                                     Parts *parts, Message *message) {
  MemRefF32 input = {x, x, 0, {n}, {1}};
  MemRefI64 sizes = {s, s, 0, {k}, {1}};
  Parts *result = parts;
  MemRefF32 *inputPointer = &input;
  MemRefI64 *sizesPointer = &sizes;
  void *arguments[] = {&result, &inputPointer, &sizesPointer};
  message->calls = 0;
  message->text[0] = '\0';
  return splitExecutionEngineInvokePacked(
      engine, mlirStringRefCreateFromCString("parts"), arguments, keepMessage,
      message);
}

static void printResult(const char *label, MlirLogicalResult result,
                        const Message *message) {
  if (mlirLogicalResultIsSuccess(result))
    printf("%s: success, %d messages\n", label, message->calls);
  else
    printf("%s: failure, %d message: %s\n", label, message->calls,
           message->text);
}

static void printParts(const Parts *parts) {
  const MemRefF32 *results[] = {&parts->a, &parts->b};
  for (int r = 0; r < 2; ++r) {
    printf("  result %d:", r);
    for (int64_t i = 0; i < results[r]->sizes[0]; ++i)
      printf(
          " %g",
          results[r]->aligned[results[r]->offset + i * results[r]->strides[0]]);
    printf("\n");
  }
}

static void freeParts(Parts *parts) {
  splitRuntimeFree(parts->a.allocated);
  splitRuntimeFree(parts->b.allocated);
}

/* One engine: a failing call, then a valid one, a failure again, and a
   name the engine does not have. */
static void testOneEngine(MlirExecutionEngine engine) {
  float x[3] = {1, 2, 3};
  int64_t bad[2] = {2, 3}, good[2] = {2, 4};
  Parts parts;
  Message message;

  printResult("bad sizes", invokeParts(engine, x, 3, bad, 2, &parts, &message),
              &message);
  MlirLogicalResult result =
      invokeParts(engine, x, 3, good, 2, &parts, &message);
  printResult("good sizes", result, &message);
  if (mlirLogicalResultIsSuccess(result)) {
    printParts(&parts);
    freeParts(&parts);
  }
  printResult("bad sizes again",
              invokeParts(engine, x, 3, bad, 2, &parts, &message), &message);

  message.calls = 0;
  void *none[] = {NULL};
  printResult("no such function",
              splitExecutionEngineInvokePacked(
                  engine, mlirStringRefCreateFromCString("nope"), none,
                  keepMessage, &message),
              &message);
  /* Without a callback, only the status. */
  printf("bad sizes without callback: %s\n",
         mlirLogicalResultIsFailure(splitExecutionEngineInvokePacked(
             engine, mlirStringRefCreateFromCString("nope"), none, NULL, NULL))
             ? "failure"
             : "success");
}
// clang-format off
// CHECK: bad sizes: failure, 1 message: split.split_v13: split sizes sum to 5 but dimension 0 of the input has size 6
// CHECK-NEXT: good sizes: success, 0 messages
// CHECK-NEXT:   result 0: 1 2
// CHECK-NEXT:   result 1: 3 1 2 3
// CHECK-NEXT: bad sizes again: failure, 1 message: split.split_v13: split sizes sum to 5 but dimension 0 of the input has size 6
// CHECK-NEXT: no such function: failure, 1 message: Symbols not found: [ _mlir__mlir_ciface_nope ]
// CHECK-NEXT: bad sizes without callback: failure
// clang-format on

/* splitRuntimeCall around the host's own call of looked-up functions. */
typedef struct {
  void (*parts)(Parts *, MemRefF32 *, MemRefI64 *);
  void (*empty)(MemRefF32 *, intptr_t);
  MemRefF32 *input;
  MemRefI64 *sizes;
  Parts result;
  intptr_t count;
  MemRefF32 emptyResult;
} HostCall;

static void callParts(void *argument) {
  HostCall *call = (HostCall *)argument;
  call->parts(&call->result, call->input, call->sizes);
}

static void callEmpty(void *argument) {
  HostCall *call = (HostCall *)argument;
  call->empty(&call->emptyResult, call->count);
}

static void testRuntimeCall(MlirExecutionEngine engine) {
  HostCall call;
  call.parts =
      (void (*)(Parts *, MemRefF32 *, MemRefI64 *))mlirExecutionEngineLookup(
          engine, mlirStringRefCreateFromCString("_mlir_ciface_parts"));
  call.empty = (void (*)(MemRefF32 *, intptr_t))mlirExecutionEngineLookup(
      engine, mlirStringRefCreateFromCString("_mlir_ciface_empty"));
  if (!call.parts || !call.empty)
    fail("lookup");
  float x[2] = {5, 6};
  int64_t bad[2] = {1, 2}, good[2] = {1, 3};
  MemRefF32 input = {x, x, 0, {2}, {1}};
  MemRefI64 sizes = {bad, bad, 0, {2}, {1}};
  call.input = &input;
  call.sizes = &sizes;
  Message message = {"", 0};
  printResult("runtime call, bad sizes",
              splitRuntimeCall(callParts, &call, keepMessage, &message),
              &message);
  sizes.aligned = sizes.allocated = good;
  message.calls = 0;
  MlirLogicalResult result =
      splitRuntimeCall(callParts, &call, keepMessage, &message);
  printResult("runtime call, good sizes", result, &message);
  if (mlirLogicalResultIsSuccess(result)) {
    printParts(&call.result);
    freeParts(&call.result);
  }

  /* An allocation the run-time library cannot serve (2^50 floats) is a
     run-time error too. */
  call.count = (intptr_t)1 << 50;
  message.calls = 0;
  printResult("runtime call, too large",
              splitRuntimeCall(callEmpty, &call, keepMessage, &message),
              &message);
}
// clang-format off
// CHECK-NEXT: runtime call, bad sizes: failure, 1 message: split.split_v13: split sizes sum to 3 but dimension 0 of the input has size 4
// CHECK-NEXT: runtime call, good sizes: success, 0 messages
// CHECK-NEXT:   result 0: 5
// CHECK-NEXT:   result 1: 6 5 6
// CHECK-NEXT: runtime call, too large: failure, 1 message: out of memory allocating 4503599627370496 bytes
// clang-format on

/* The process's address space in bytes (/proc/self/statm). */
static long long addressSpace(void) {
  FILE *file = fopen("/proc/self/statm", "r");
  long long pages = 0;
  if (!file || fscanf(file, "%lld", &pages) != 1)
    fail("/proc/self/statm");
  fclose(file);
  return pages * 4096;
}

/* A failed call frees what it allocated: the concatenation, 512 KiB here,
   which the run-time library maps (and keeps for reuse when freed). Were
   it leaked, 400 calls would map 200 MiB more. */
static void testFailedCallsLeakNothing(MlirExecutionEngine engine) {
  enum { kCount = 64 * 1024 };
  float *x = calloc(kCount, sizeof(float));
  int64_t bad[2] = {1, 1};
  Parts parts;
  Message message;
  int failures = 0;
  long long before = 0;
  for (int i = 0; i < 420; ++i) {
    if (i == 20)
      before = addressSpace();
    failures += mlirLogicalResultIsFailure(
        invokeParts(engine, x, kCount, bad, 2, &parts, &message));
  }
  long long grown = addressSpace() - before;
  printf("large failing calls: %d failed, address space grew by at most 16 "
         "MiB: %s\n",
         failures, grown <= (16 << 20) ? "yes" : "no");
  free(x);
}
// clang-format off
// CHECK-NEXT: large failing calls: 420 failed, address space grew by at most 16 MiB: yes
// clang-format on

/* Two threads, each with its own engine: one fails every call, the other
   succeeds every call and checks its results, both at the same time. The
   inputs are large enough (a 2 MiB concatenation per call) that the
   threads' calls overlap: a guarded call whose state were not the thread's
   own would jump into the other thread's call, or free its buffers. */
enum { kThreadCalls = 100, kThreadElements = 256 * 1024 };

typedef struct {
  MlirExecutionEngine engine;
  pthread_barrier_t *start;
  int good;  /* calls that did what they should */
  int wrong; /* calls that did not */
  char lastWrong[256];
} ThreadWork;

static float *countingInput(void) {
  float *x = malloc(kThreadElements * sizeof(float));
  if (!x)
    fail("malloc");
  for (int k = 0; k < kThreadElements; ++k)
    x[k] = (float)k;
  return x;
}

static void *failingThread(void *argument) {
  ThreadWork *work = (ThreadWork *)argument;
  float *x = countingInput();
  int64_t bad[2] = {1, 2};
  Parts parts;
  Message message;
  pthread_barrier_wait(work->start);
  for (int i = 0; i < kThreadCalls; ++i) {
    MlirLogicalResult result =
        invokeParts(work->engine, x, kThreadElements, bad, 2, &parts, &message);
    if (mlirLogicalResultIsFailure(result) && message.calls == 1 &&
        strcmp(message.text, "split.split_v13: split sizes sum to 3 but "
                             "dimension 0 of the input has size 524288") == 0) {
      ++work->good;
    } else {
      ++work->wrong;
      strcpy(work->lastWrong, message.text);
    }
  }
  free(x);
  return NULL;
}

/* Whether `m` holds y[start], y[start + 1], ... for y = x ++ x. */
static int holds(const MemRefF32 *m, const float *x, int64_t start,
                 int64_t size) {
  if (m->sizes[0] != size)
    return 0;
  for (int64_t k = 0; k < size; ++k)
    if (m->aligned[m->offset + k * m->strides[0]] !=
        x[(start + k) % kThreadElements])
      return 0;
  return 1;
}

static void *succeedingThread(void *argument) {
  ThreadWork *work = (ThreadWork *)argument;
  float *x = countingInput();
  int64_t good[2] = {3, 2 * kThreadElements - 3};
  Parts parts;
  Message message;
  pthread_barrier_wait(work->start);
  for (int i = 0; i < kThreadCalls; ++i) {
    x[0] = (float)-i;
    MlirLogicalResult result = invokeParts(work->engine, x, kThreadElements,
                                           good, 2, &parts, &message);
    if (mlirLogicalResultIsFailure(result)) {
      ++work->wrong;
      strcpy(work->lastWrong, message.text);
      continue;
    }
    if (holds(&parts.a, x, 0, 3) &&
        holds(&parts.b, x, 3, 2 * kThreadElements - 3))
      ++work->good;
    else
      ++work->wrong;
    freeParts(&parts);
  }
  free(x);
  return NULL;
}

static void testThreads(MlirExecutionEngine failing,
                        MlirExecutionEngine succeeding) {
  pthread_barrier_t start;
  pthread_barrier_init(&start, NULL, 2);
  ThreadWork failWork = {failing, &start, 0, 0, ""};
  ThreadWork okWork = {succeeding, &start, 0, 0, ""};
  pthread_t failThread, okThread;
  if (pthread_create(&failThread, NULL, failingThread, &failWork) != 0)
    fail("pthread_create");
  if (pthread_create(&okThread, NULL, succeedingThread, &okWork) != 0)
    fail("pthread_create");
  pthread_join(failThread, NULL);
  pthread_join(okThread, NULL);
  pthread_barrier_destroy(&start);
  printf("failing thread: %d failed with the message, %d did not%s%s\n",
         failWork.good, failWork.wrong, failWork.wrong ? ", last: " : "",
         failWork.lastWrong);
  printf("succeeding thread: %d right results, %d not%s%s\n", okWork.good,
         okWork.wrong, okWork.wrong ? ", last: " : "", okWork.lastWrong);
}
// CHECK-NEXT: failing thread: 100 failed with the message, 0 did not
// CHECK-NEXT: succeeding thread: 100 right results, 0 not
// CHECK-NEXT: done

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__split__(), ctx);
  mlirRegisterAllLLVMTranslations(ctx);
  splitRegisterPasses();

  MlirExecutionEngine engine = compile(ctx);
  testOneEngine(engine);
  testRuntimeCall(engine);
  testFailedCallsLeakNothing(engine);
  MlirExecutionEngine other = compile(ctx);
  testThreads(engine, other);
  mlirExecutionEngineDestroy(other);
  mlirExecutionEngineDestroy(engine);
  mlirContextDestroy(ctx);
  puts("done");
  return 0;
}
