/*===- consumer-jit.c - JIT-running a split from C ------------------------===*\
|*                                                                            *|
|* Parses a function that splits a tensor<6xf32> into sizes [2, 4], lowers it *|
|* with split-to-llvm, JIT-compiles it with MLIR's ExecutionEngine C API and  *|
|* calls it on [1, 2, 3, 4, 5, 6], printing both results. Only               *|
|* libSplitCAPI.so is linked: it carries MLIR's C API, the ExecutionEngine    *|
|* and the split run-time library.                                            *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "split-c/Dialects.h"
#include "split-c/ExecutionEngine.h"

#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <stdint.h>
#include <stdio.h>

/* A 1-D memref descriptor: what the lowered code takes and returns. */
typedef struct {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} MemRef1D;

/* The two results of @split, as its llvm.emit_c_interface wrapper returns
   them. */
typedef struct {
  MemRef1D first;
  MemRef1D second;
} Results;

static const char *kModule =
    "func.func @split(%x: tensor<6xf32>) -> (tensor<2xf32>, tensor<4xf32>)\n"
    "    attributes {llvm.emit_c_interface} {\n"
    "  %a, %b = split.split_v1 %x split = [2, 4] : tensor<6xf32> "
    "-> tensor<2xf32>, tensor<4xf32>\n"
    "  return %a, %b : tensor<2xf32>, tensor<4xf32>\n"
    "}\n";

static void print(const char *name, const MemRef1D *m) {
  printf("%s:", name);
  for (int64_t i = 0; i < m->sizes[0]; ++i)
    printf(" %g", m->aligned[m->offset + i * m->strides[0]]);
  printf("\n");
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__split__(), ctx);
  /* The ExecutionEngine translates the LLVM dialect to LLVM IR. */
  mlirRegisterAllLLVMTranslations(ctx);
  splitRegisterPasses();

  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kModule));
  if (mlirModuleIsNull(module)) {
    fputs("consumer-jit: cannot parse the module\n", stderr);
    return 1;
  }
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirLogicalResultIsFailure(mlirParsePassPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          mlirStringRefCreateFromCString("builtin.module(split-to-llvm)"), NULL,
          NULL)) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
    fputs("consumer-jit: split-to-llvm failed\n", stderr);
    return 1;
  }
  mlirPassManagerDestroy(pm);

  MlirExecutionEngine engine = mlirExecutionEngineCreate(
      module, /*optLevel=*/2, /*numPaths=*/0, /*sharedLibPaths=*/NULL,
      /*enableObjectDump=*/false, /*enablePIC=*/false);
  if (mlirExecutionEngineIsNull(engine)) {
    fputs("consumer-jit: cannot JIT-compile the module\n", stderr);
    return 1;
  }
  /* Before anything is looked up or initialized. */
  splitExecutionEngineRegisterRuntime(engine);
  mlirExecutionEngineInitialize(engine);

  void (*split)(Results *, MemRef1D *) =
      (void (*)(Results *, MemRef1D *))mlirExecutionEngineLookup(
          engine, mlirStringRefCreateFromCString("_mlir_ciface_split"));
  if (!split) {
    fputs("consumer-jit: no _mlir_ciface_split\n", stderr);
    return 1;
  }
  float data[6] = {1, 2, 3, 4, 5, 6};
  MemRef1D input = {data, data, 0, {6}, {1}};
  Results results;
  split(&results, &input);
  print("first", &results.first);
  print("second", &results.second);
  /* The results are fresh buffers that belong to the caller. */
  splitRuntimeFree(results.first.allocated);
  splitRuntimeFree(results.second.allocated);

  mlirExecutionEngineDestroy(engine);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
