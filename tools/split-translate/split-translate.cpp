//===- split-translate.cpp - translations into the split dialect ----------===//
//
// MLIR's translate driver with the ONNX importer: `--import-onnx model.onnx`.
//
//===----------------------------------------------------------------------===//

#include "split/Target/ONNX/ONNXImport.h"
#include "split/Tools/Version.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "llvm/Support/CommandLine.h"

int main(int argc, char **argv) {
  mlir::split::registerVersionPrinter();
  // The options registered before main runs are those of the libraries
  // linked in (LLVM's code generators and Polly, some 400), not this tool's:
  // --help lists only the options registered from here on (the importer's,
  // the translate driver's, MLIR's), and --help-hidden all of them.
  for (auto &entry : llvm::cl::getRegisteredOptions()) {
    llvm::cl::Option *option = entry.second;
    bool generic = llvm::any_of(option->Categories, [](auto *category) {
      return category->getName() == "Generic Options"; // --help, --version
    });
    if (generic || option->getOptionHiddenFlag() != llvm::cl::NotHidden)
      continue;
    option->setHiddenFlag(llvm::cl::Hidden);
  }
  mlir::split::registerONNXImportTranslation();
  return mlir::failed(mlir::mlirTranslateMain(
      argc, argv, "split-translate: ONNX models to the split dialect"));
}
