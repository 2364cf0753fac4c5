//===- consumer-onnx.cpp - another project importing ONNX models ----------===//
//
// Reads an .onnx file, imports its main graph into the split dialect through
// SplitMLIR::SplitONNXImport and prints the module.
//
//   consumer-onnx model.onnx
//
//===----------------------------------------------------------------------===//

#include "split/Target/ONNX/ONNXImport.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: consumer-onnx model.onnx\n";
    return 1;
  }
  auto file = llvm::MemoryBuffer::getFile(argv[1]);
  if (!file) {
    llvm::errs() << "consumer-onnx: cannot read " << argv[1] << ": "
                 << file.getError().message() << "\n";
    return 1;
  }
  mlir::DialectRegistry registry;
  mlir::split::registerONNXImportDialects(registry);
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::split::importONNXModel((*file)->getBuffer(), argv[1], &context);
  if (!module)
    return 1;
  module->print(llvm::outs());
  llvm::outs() << "\n";
  return 0;
}
