//===- split-opt.cpp - the split dialect's opt driver ---------------------===//

#include "split/Tools/Registration.h"
#include "split/Tools/Version.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::split::registerVersionPrinter();
  mlir::DialectRegistry registry;
  mlir::split::registerSplitToolDialects(registry);
  mlir::split::registerSplitToolPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "split-opt: the split dialect's optimizer driver\n",
      registry));
}
