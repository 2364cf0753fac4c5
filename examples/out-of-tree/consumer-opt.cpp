//===- consumer-opt.cpp - another project's opt tool with split -----------===//
//
// The upstream dialects this tool's input uses, plus everything split
// registers (split/InitSplit.h), in MLIR's opt driver.
//
//===----------------------------------------------------------------------===//

#include "split/InitSplit.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                  mlir::tensor::TensorDialect>();
  mlir::split::registerAllDialects(registry);
  mlir::split::registerAllPasses();
  mlir::registerCanonicalizerPass();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "consumer-opt: an opt tool with the split dialect\n",
      registry));
}
