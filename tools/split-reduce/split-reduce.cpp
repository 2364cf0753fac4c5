//===- split-reduce.cpp - shrink failing split test cases -----------------===//
//
// mlir-reduce with the split dialect and passes: reduces a .mlir file while
// an interestingness script keeps reporting the failure (exit status != 0).
//
//===----------------------------------------------------------------------===//

#include "split/Tools/Registration.h"
#include "split/Tools/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"

int main(int argc, char **argv) {
  mlir::split::registerVersionPrinter();
  mlir::DialectRegistry registry;
  mlir::split::registerSplitToolDialects(registry);
  // Reduction passes (-opt-reduction-pass) may name any split or upstream
  // pass.
  mlir::split::registerSplitToolPasses();
  mlir::MLIRContext context(registry);
  return mlir::failed(mlir::mlirReduceMain(argc, argv, context)) ? 1 : 0;
}
