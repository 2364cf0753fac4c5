/*===- consumer-c.c - a C program on the split C API ----------------------===*\
|*                                                                            *|
|* Loads the split dialect through its handle, parses a module, normalizes    *|
|* it with split-normalize and prints it.                                     *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "split-c/Dialects.h"

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <stdio.h>

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

static const char *kModule =
    "func.func @f(%x: tensor<6x4xf32>) -> (tensor<2x4xf32>, tensor<4x4xf32>) "
    "{\n"
    "  %a, %b = split.split_v1 %x split = [2, 4] : tensor<6x4xf32> "
    "-> tensor<2x4xf32>, tensor<4x4xf32>\n"
    "  return %a, %b : tensor<2x4xf32>, tensor<4x4xf32>\n"
    "}\n";

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__split__(), ctx);
  splitRegisterPasses();

  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kModule));
  if (mlirModuleIsNull(module)) {
    fputs("consumer-c: cannot parse the module\n", stderr);
    return 1;
  }
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirLogicalResult parsed = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      mlirStringRefCreateFromCString("builtin.module(split-normalize)"), print,
      NULL);
  if (mlirLogicalResultIsFailure(parsed) ||
      mlirLogicalResultIsFailure(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
    fputs("consumer-c: split-normalize failed\n", stderr);
    return 1;
  }
  mlirOperationPrint(mlirModuleGetOperation(module), print, NULL);
  fputc('\n', stdout);
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
