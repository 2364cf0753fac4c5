/*===- split-capi-test.c - the split C API, used from C -------------------===*\
|*                                                                            *|
|* Compiled as C: a C client of libSplitCAPI.so loads the dialect through its *|
|* handle, builds and inspects split types, parses and verifies a module with *|
|* split ops, strings and sequences, and runs split passes and the            *|
|* split-to-llvm pipeline through MLIR's pass-manager C API, and JIT-runs     *|
|* lowered code through its ExecutionEngine C API.                            *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

// RUN: split-capi-test 2>&1 | FileCheck %s

#include "split-c/Dialects.h"
#include "split-c/ExecutionEngine.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Support.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void printToStdout(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

static MlirLogicalResult printDiagnostic(MlirDiagnostic diagnostic,
                                         void *userData) {
  (void)userData;
  fputs("diagnostic: ", stdout);
  mlirDiagnosticPrint(diagnostic, printToStdout, NULL);
  fputc('\n', stdout);
  return mlirLogicalResultSuccess();
}

static void printType(const char *label, MlirType type) {
  printf("%s: ", label);
  mlirTypePrint(type, printToStdout, NULL);
  fputc('\n', stdout);
}

static void fail(const char *what) {
  printf("FAILED: %s\n", what);
  exit(1);
}

static MlirContext createContext(void) {
  MlirContext ctx = mlirContextCreate();
  /* The handle registers the split dialect and what split-to-llvm needs
     from upstream; splitRegisterPasses the passes the pipeline names. No
     mlirRegisterAllDialects/mlirRegisterAllPasses needed. */
  MlirDialectHandle split = mlirGetDialectHandle__split__();
  mlirDialectHandleRegisterDialect(split, ctx);
  MlirDialect dialect = mlirDialectHandleLoadDialect(split, ctx);
  if (mlirDialectIsNull(dialect))
    fail("the split dialect did not load");
  MlirStringRef ns = mlirDialectGetNamespace(dialect);
  printf("dialect: %.*s\n", (int)ns.length, ns.data);
  splitRegisterPasses();
  mlirContextAttachDiagnosticHandler(ctx, printDiagnostic, NULL, NULL);
  return ctx;
}
// CHECK: dialect: split

static void testTypes(MlirContext ctx) {
  MlirType string = splitStringTypeGet(ctx);
  printType("string", string);
  printf("string is a string: %d, a sequence: %d\n", splitTypeIsAString(string),
         splitTypeIsASequence(string));

  MlirType tensor =
      mlirTypeParseGet(ctx, mlirStringRefCreateFromCString("tensor<?x6xf32>"));
  MlirType seq = splitSequenceTypeGet(tensor);
  printType("sequence", seq);
  printf("sequence is a string: %d, a sequence: %d\n", splitTypeIsAString(seq),
         splitTypeIsASequence(seq));
  printf("element type round-trips: %d\n",
         mlirTypeEqual(splitSequenceTypeGetElementType(seq), tensor));

  /* Equal to the parsed spelling: types are uniqued in the context. */
  MlirType parsed = mlirTypeParseGet(
      ctx, mlirStringRefCreateFromCString("!split.seq<tensor<?x6xf32>>"));
  printf("parsed sequence equal: %d\n", mlirTypeEqual(parsed, seq));

  // Only ranked tensors make sequences.
  MlirType f32 = mlirF32TypeGet(ctx);
  printf("sequence of f32 is null: %d\n",
         mlirTypeIsNull(splitSequenceTypeGet(f32)));
  printf("element type of f32 is null: %d\n",
         mlirTypeIsNull(splitSequenceTypeGetElementType(f32)));
  printf("f32 is a string: %d, a sequence: %d\n", splitTypeIsAString(f32),
         splitTypeIsASequence(f32));
}
// CHECK-NEXT: string: !split.string
// CHECK-NEXT: string is a string: 1, a sequence: 0
// CHECK-NEXT: sequence: !split.seq<tensor<?x6xf32>>
// CHECK-NEXT: sequence is a string: 0, a sequence: 1
// CHECK-NEXT: element type round-trips: 1
// CHECK-NEXT: parsed sequence equal: 1
// CHECK-NEXT: sequence of f32 is null: 1
// CHECK-NEXT: element type of f32 is null: 1
// CHECK-NEXT: f32 is a string: 0, a sequence: 0

static const char *kStringsAndSequences =
    "func.func @strings(%x: tensor<3x!split.string>) -> "
    "(tensor<1x!split.string>, tensor<2x!split.string>) {\n"
    "  %a, %b = split.split_v11 %x split = [1, 2] : tensor<3x!split.string> "
    "-> tensor<1x!split.string>, tensor<2x!split.string>\n"
    "  return %a, %b : tensor<1x!split.string>, tensor<2x!split.string>\n"
    "}\n"
    "func.func @sequence(%x: tensor<4x6xf32>) -> tensor<i64> {\n"
    "  %q = split.split_to_sequence_v11 %x axis = 1 keepdims = 0 "
    ": tensor<4x6xf32> -> !split.seq<tensor<4xf32>>\n"
    "  %n = split.sequence_length %q : !split.seq<tensor<4xf32>>\n"
    "  return %n : tensor<i64>\n"
    "}\n";

static MlirModule parseAndVerify(MlirContext ctx, const char *source) {
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(source));
  if (mlirModuleIsNull(module))
    fail("parse");
  if (!mlirOperationVerify(mlirModuleGetOperation(module)))
    fail("verify");
  return module;
}

static void printModule(MlirModule module) {
  mlirOperationPrint(mlirModuleGetOperation(module), printToStdout, NULL);
  fputc('\n', stdout);
}

/* Runs `pipeline` (textual, anchored on builtin.module) on `module`. */
static int runPipeline(MlirContext ctx, MlirModule module,
                       const char *pipeline) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      mlirStringRefCreateFromCString(pipeline), printToStdout, NULL);
  if (mlirLogicalResultIsFailure(parsed))
    fail("pipeline parse");
  MlirLogicalResult result =
      mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module));
  mlirPassManagerDestroy(pm);
  return mlirLogicalResultIsSuccess(result);
}

static void testNormalize(MlirContext ctx) {
  MlirModule module = parseAndVerify(ctx, kStringsAndSequences);

  /* The sequence type of the parsed IR is the one the C API builds. */
  MlirOperation func = mlirOperationGetNextInBlock(
      mlirBlockGetFirstOperation(mlirModuleGetBody(module)));
  MlirOperation toSequence = mlirBlockGetFirstOperation(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0)));
  MlirType seqType = mlirValueGetType(mlirOperationGetResult(toSequence, 0));
  MlirType expected = splitSequenceTypeGet(
      mlirTypeParseGet(ctx, mlirStringRefCreateFromCString("tensor<4xf32>")));
  printf("result is the built sequence type: %d\n",
         mlirTypeEqual(seqType, expected));

  printf("normalize: %d\n",
         runPipeline(ctx, module, "builtin.module(split-normalize)"));
  printModule(module);

  /* Strings run too: the JIT pipeline lowers them. */
  printf("split-to-llvm on strings: %d\n",
         runPipeline(ctx, module, "builtin.module(split-to-llvm)"));
  mlirModuleDestroy(module);
}
// CHECK-NEXT: result is the built sequence type: 1
// CHECK-NEXT: normalize: 1
// CHECK-LABEL: func.func @strings(
// CHECK-SAME: %[[X:.*]]: tensor<3x!split.string>)
// CHECK-NOT: split.split_v11
// CHECK: %[[R:.*]]:2 = split.split %[[X]] axis = 0 sizes = [1, 2] :
// tensor<3x!split.string> -> tensor<1x!split.string>, tensor<2x!split.string>
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1
// clang-format off
// CHECK-LABEL: func.func @sequence(
// CHECK-SAME: %[[Y:.*]]: tensor<4x6xf32>)
// CHECK-NOT: split.split_to_sequence_v11
// CHECK: %[[Q:.*]] = split.split_to_sequence %[[Y]] axis = 1 chunk = 1 {{.*}}: tensor<4x6xf32> -> !split.seq<tensor<4xf32>>
// CHECK-NEXT: %[[N:.*]] = split.sequence_length %[[Q]] : !split.seq<tensor<4xf32>>
// CHECK-NEXT: return %[[N]]
// Strings run too: the pipeline lowers the string module.
// CHECK: split-to-llvm on strings: 1
// clang-format on

static const char *kRunnable =
    "func.func @parts(%x: tensor<6x4xf32>, %s: tensor<2xi64>) -> "
    "(tensor<?x4xf32>, tensor<?x4xf32>) {\n"
    "  %a, %b = split.split_v13 %x, %s : tensor<6x4xf32>, tensor<2xi64> "
    "-> tensor<?x4xf32>, tensor<?x4xf32>\n"
    "  return %a, %b : tensor<?x4xf32>, tensor<?x4xf32>\n"
    "}\n"
    "func.func @count(%x: tensor<6x4xf32>) -> tensor<i64> {\n"
    "  %q = split.split_to_sequence_v11 %x : tensor<6x4xf32> "
    "-> !split.seq<tensor<1x4xf32>>\n"
    "  %n = split.sequence_length %q : !split.seq<tensor<1x4xf32>>\n"
    "  return %n : tensor<i64>\n"
    "}\n";

static void testPipeline(MlirContext ctx) {
  MlirModule module = parseAndVerify(ctx, kRunnable);
  printf("split-to-llvm: %d\n",
         runPipeline(ctx, module, "builtin.module(split-to-llvm)"));
  printModule(module);
  mlirModuleDestroy(module);
}
// Only LLVM dialect ops remain (the check messages name split ops, in
// strings): the run-time checks of Split-13 call splitCheckFailed. Each
// returned result (rows of run-time count) is copied by one llvm.memcpy.
// CHECK-NEXT: split-to-llvm: 1
// CHECK-NEXT: module {
// CHECK-NOT: {{^ *(%[^ ]* = )?"?split\.}}
// CHECK: llvm.func @parts(
// CHECK-NOT: {{^ *(%[^ ]* = )?"?split\.}}
// CHECK: "llvm.intr.memcpy"
// CHECK-NOT: {{^ *(%[^ ]* = )?"?split\.}}
// CHECK: llvm.call @splitCheckFailed
// CHECK-NOT: {{^ *(%[^ ]* = )?"?split\.}}
// CHECK: llvm.func @count(
// CHECK-NOT: {{^ *(%[^ ]* = )?"?split\.}}

/* A SplitToSequence whose length depends on the input's run-time size. */
static const char *kJit =
    "func.func @count(%x: tensor<?x4xf32>) -> tensor<i64> "
    "attributes {llvm.emit_c_interface} {\n"
    "  %q = split.split_to_sequence_v11 %x : tensor<?x4xf32> "
    "-> !split.seq<tensor<1x4xf32>>\n"
    "  %n = split.sequence_length %q : !split.seq<tensor<1x4xf32>>\n"
    "  return %n : tensor<i64>\n"
    "}\n";

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2D;
typedef struct {
  int64_t *allocated, *aligned;
  int64_t offset;
} MemRef0D;

/* JIT from C: the module lowered by split-to-llvm is compiled by the split
   JIT policy (splitExecutionEngineCreate) and run through MLIR's
   ExecutionEngine C API, which libSplitCAPI.so carries with the split
   run-time library (examples/out-of-tree/consumer-jit.c creates an engine
   with that API and registers the run-time instead). */
static void testJit(MlirContext ctx) {
  mlirRegisterAllLLVMTranslations(ctx);
  MlirModule module = parseAndVerify(ctx, kJit);
  if (!runPipeline(ctx, module, "builtin.module(split-to-llvm)"))
    fail("split-to-llvm before the JIT");
  MlirExecutionEngine engine = splitExecutionEngineCreate(module, 0, NULL);
  if (mlirExecutionEngineIsNull(engine))
    fail("splitExecutionEngineCreate");
  mlirExecutionEngineInitialize(engine);
  void (*count)(MemRef0D *, MemRef2D *) =
      (void (*)(MemRef0D *, MemRef2D *))mlirExecutionEngineLookup(
          engine, mlirStringRefCreateFromCString("_mlir_ciface_count"));
  if (!count)
    fail("no _mlir_ciface_count");
  float data[5 * 4] = {0};
  for (int64_t rows = 5; rows >= 3; rows -= 2) {
    MemRef2D x = {data, data, 0, {rows, 4}, {4, 1}};
    MemRef0D n;
    count(&n, &x);
    printf("jit: %lld rows -> sequence of %lld\n", (long long)rows,
           (long long)n.aligned[n.offset]);
    splitRuntimeFree(n.allocated);
  }
  mlirExecutionEngineDestroy(engine);
  mlirModuleDestroy(module);
}
// CHECK: jit: 5 rows -> sequence of 5
// CHECK-NEXT: jit: 3 rows -> sequence of 3
// CHECK: done

int main(void) {
  MlirContext ctx = createContext();
  testTypes(ctx);
  testNormalize(ctx);
  testPipeline(ctx);
  testJit(ctx);
  mlirContextDestroy(ctx);
  puts("done");
  return 0;
}
