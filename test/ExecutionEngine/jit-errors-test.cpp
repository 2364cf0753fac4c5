//===- jit-errors-test.cpp - run-time errors through the C++ JIT wrapper --===//
//
// split::invokeGuarded and split::callGuarded (split/ExecutionEngine/JIT.h):
// a split whose run-time sizes do not add up fails the call with a
// RuntimeError that carries the op's message, and the engine runs a valid
// call next; a guarded call made by a host callback in the middle of another
// one fails on its own, and the outer call goes on (and can fail in turn);
// a name the engine does not have is the engine's error, not a RuntimeError.
//
//===----------------------------------------------------------------------===//

// RUN: split-jit-errors-test 2>&1 | FileCheck %s --match-full-lines

#include "split/ExecutionEngine/JIT.h"
#include "split/ExecutionEngine/LowerToLLVM.h"
#include "split/Runtime/Runtime.h"
#include "split/Tools/Registration.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>

using namespace mlir;

namespace {

// @parts concatenates x with itself (a fresh buffer) and splits it by the
// run-time sizes s; @nested makes the same concatenation, calls the host,
// then splits it.
constexpr const char *kModule = R"mlir(
func.func private @host_callback()
func.func @parts(%x: tensor<?xf32>, %s: tensor<?xi64>)
    -> (tensor<?xf32>, tensor<?xf32>) attributes {llvm.emit_c_interface} {
  %y = tensor.concat dim(0) %x, %x
      : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %a, %b = split.split_v13 %y, %s
      : tensor<?xf32>, tensor<?xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}
func.func @nested(%x: tensor<?xf32>, %s: tensor<?xi64>)
    -> (tensor<?xf32>, tensor<?xf32>) attributes {llvm.emit_c_interface} {
  %y = tensor.concat dim(0) %x, %x
      : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  call @host_callback() : () -> ()
  %a, %b = split.split_v13 %y, %s
      : tensor<?xf32>, tensor<?xi64> -> tensor<?xf32>, tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}
)mlir";

struct Parts {
  StridedMemRefType<float, 1> a, b;
};

/// The arguments of a packed `_mlir_ciface_parts`/`_nested` call.
struct PartsCall {
  Parts result{};
  StridedMemRefType<float, 1> input;
  StridedMemRefType<int64_t, 1> sizes;
  Parts *resultPointer = &result;
  StridedMemRefType<float, 1> *inputPointer = &input;
  StridedMemRefType<int64_t, 1> *sizesPointer = &sizes;
  void *arguments[3] = {&resultPointer, &inputPointer, &sizesPointer};

  PartsCall(float *x, int64_t n, int64_t *s, int64_t k)
      : input{x, x, 0, {n}, {1}}, sizes{s, s, 0, {k}, {1}} {}
};

/// What the result of a guarded call was: "success" or the error.
std::string describe(llvm::Error error) {
  if (!error)
    return "success";
  std::string text;
  llvm::handleAllErrors(
      std::move(error),
      [&](const split::RuntimeError &runtimeError) {
        text = "run-time error: " + runtimeError.getMessage();
      },
      [&](const llvm::ErrorInfoBase &other) {
        text = "other error: " + other.message();
      });
  return text;
}

void printParts(const Parts &parts) {
  for (const StridedMemRefType<float, 1> *result : {&parts.a, &parts.b}) {
    llvm::outs() << "  result:";
    for (int64_t i = 0; i < result->sizes[0]; ++i)
      llvm::outs() << llvm::format(
          " %g", result->data[result->offset + i * result->strides[0]]);
    llvm::outs() << "\n";
  }
}

void freeParts(Parts &parts) {
  _mlir_memref_to_llvm_free(parts.a.basePtr);
  _mlir_memref_to_llvm_free(parts.b.basePtr);
}

/// What host_callback runs: a failing guarded call of @parts.
void (*innerFunction)(void **) = nullptr;
std::string innerResult;

extern "C" void hostCallback() {
  float x[2] = {7, 8};
  int64_t bad[2] = {1, 2};
  PartsCall call(x, 2, bad, 2);
  innerResult = describe(split::callGuarded(innerFunction, call.arguments));
}

} // namespace

int main() {
  split::initializeJITTarget();
  DialectRegistry registry;
  split::registerSplitToolDialects(registry);
  registerAllToLLVMIRTranslations(registry);
  MLIRContext context(registry);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kModule, &context);
  if (!module ||
      failed(split::lowerToLLVM(*module, split::SplitToLLVMOptions())))
    return 1;
  auto engine = split::createJIT(
      *module, split::JITOptions(),
      {{"host_callback", reinterpret_cast<void *>(&hostCallback)}});
  if (!engine) {
    llvm::errs() << llvm::toString(engine.takeError()) << "\n";
    return 1;
  }

  float x[3] = {1, 2, 3};
  int64_t bad[2] = {2, 3}, good[2] = {2, 4};
  {
    PartsCall call(x, 3, bad, 2);
    llvm::outs() << "bad sizes: "
                 << describe(split::invokeGuarded(
                        **engine, "_mlir_ciface_parts", call.arguments))
                 << "\n";
  }
  // clang-format off
  // CHECK: bad sizes: run-time error: split.split_v13: split sizes sum to 5 but dimension 0 of the input has size 6
  // clang-format on
  {
    PartsCall call(x, 3, good, 2);
    std::string result = describe(
        split::invokeGuarded(**engine, "_mlir_ciface_parts", call.arguments));
    llvm::outs() << "good sizes: " << result << "\n";
    if (result == "success") {
      printParts(call.result);
      freeParts(call.result);
    }
  }
  // CHECK-NEXT: good sizes: success
  // CHECK-NEXT:   result: 1 2
  // CHECK-NEXT:   result: 3 1 2 3

  // callGuarded on a packed function looked up once.
  auto parts = (*engine)->lookupPacked("_mlir_ciface_parts");
  if (!parts)
    return 1;
  innerFunction = *parts;
  {
    PartsCall call(x, 3, bad, 2);
    llvm::outs() << "packed, bad sizes: "
                 << describe(split::callGuarded(*parts, call.arguments))
                 << "\n";
  }
  // clang-format off
  // CHECK-NEXT: packed, bad sizes: run-time error: split.split_v13: split sizes sum to 5 but dimension 0 of the input has size 6
  // clang-format on

  // Nested: the callback's guarded call fails, the outer one goes on.
  {
    PartsCall call(x, 3, good, 2);
    std::string result = describe(
        split::invokeGuarded(**engine, "_mlir_ciface_nested", call.arguments));
    llvm::outs() << "nested, inner: " << innerResult << "\n"
                 << "nested, outer with good sizes: " << result << "\n";
    if (result == "success") {
      printParts(call.result);
      freeParts(call.result);
    }
  }
  // clang-format off
  // CHECK-NEXT: nested, inner: run-time error: split.split_v13: split sizes sum to 3 but dimension 0 of the input has size 4
  // CHECK-NEXT: nested, outer with good sizes: success
  // CHECK-NEXT:   result: 1 2
  // CHECK-NEXT:   result: 3 1 2 3
  // clang-format on
  {
    innerResult.clear();
    PartsCall call(x, 3, bad, 2);
    std::string result = describe(
        split::invokeGuarded(**engine, "_mlir_ciface_nested", call.arguments));
    llvm::outs() << "nested, inner: " << innerResult << "\n"
                 << "nested, outer with bad sizes: " << result << "\n";
  }
  // clang-format off
  // CHECK-NEXT: nested, inner: run-time error: split.split_v13: split sizes sum to 3 but dimension 0 of the input has size 4
  // CHECK-NEXT: nested, outer with bad sizes: run-time error: split.split_v13: split sizes sum to 5 but dimension 0 of the input has size 6
  // clang-format on

  llvm::outs() << "no such function: "
               << describe(split::invokeGuarded(**engine, "nope")) << "\n";
  // clang-format off
  // CHECK-NEXT: no such function: other error: Symbols not found: [ _mlir_nope ]
  // clang-format on
  llvm::outs() << "done\n";
  // CHECK-NEXT: done
  return 0;
}
