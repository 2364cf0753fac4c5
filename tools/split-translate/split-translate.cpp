//===- split-translate.cpp - translations into the split dialect ----------===//
//
// MLIR's translate driver with the ONNX importer: `--import-onnx model.onnx`.
//
//===----------------------------------------------------------------------===//

#include "split/Target/ONNX/ONNXImport.h"
#include "split/Tools/Version.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  mlir::split::registerVersionPrinter();
  mlir::split::registerONNXImportTranslation();
  return mlir::failed(mlir::mlirTranslateMain(
      argc, argv, "split-translate: ONNX models to the split dialect"));
}
