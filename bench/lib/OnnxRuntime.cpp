//===- OnnxRuntime.cpp - ONNX Runtime beside split-bench ------------------===//

#include "bench/OnnxRuntime.h"
#include "bench/OnnxModels.h"
#include "bench/Workloads.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::split::bench;

LogicalResult mlir::split::bench::writeOnnxModels(ArrayRef<Workload> workloads,
                                                  const std::string &dir,
                                                  bool tiny) {
  if (std::error_code error = llvm::sys::fs::create_directories(dir)) {
    llvm::errs() << "split-bench: cannot create " << dir << ": "
                 << error.message() << "\n";
    return failure();
  }
  llvm::json::Array list;
  for (const Workload &w : workloads) {
    OnnxSplitModel model;
    model.shape = w.shape;
    model.axis = w.axis;
    model.sizes = w.sizes;
    model.explicitSizes = w.explicitSizes;
    model.sequence = w.isSequence;
    llvm::SmallString<128> path(dir);
    llvm::sys::path::append(path, w.name + ".onnx");
    std::string error = writeOnnxModel(model, path.str().str());
    if (!error.empty()) {
      llvm::errs() << "split-bench: " << error << "\n";
      return failure();
    }
    // Per-call workloads: single calls, many of them.
    bool perCall = w.callsPerRepetition > 1;
    list.push_back(llvm::json::Object{
        {"name", w.name},
        {"file", path.str().str()},
        {"shape", llvm::json::Array(w.shape)},
        {"warmup", perCall ? 50 : 2},
        {"reps", perCall ? (tiny ? 100 : 2000) : w.repetitions}});
  }
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, "workloads.json");
  std::error_code error;
  llvm::raw_fd_ostream out(path, error);
  if (error) {
    llvm::errs() << "split-bench: cannot write " << path << "\n";
    return failure();
  }
  out << llvm::json::Value(std::move(list)) << "\n";
  return success();
}

std::map<std::string, Stats>
mlir::split::bench::readOrtResults(const std::string &file) {
  std::map<std::string, Stats> ort;
  auto buffer = llvm::MemoryBuffer::getFile(file);
  if (!buffer)
    return ort;
  llvm::SmallVector<StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n', -1, false);
  for (StringRef line : lines) {
    auto value = llvm::json::parse(line);
    if (!value) {
      llvm::consumeError(value.takeError());
      continue;
    }
    if (auto *object = value->getAsObject())
      if (auto name = object->getString("name"))
        ort[name->str()] = {object->getNumber("min_us").value_or(0),
                            object->getNumber("median_us").value_or(0)};
  }
  return ort;
}
