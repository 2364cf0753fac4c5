//===- StringConstantsToMemRef.cpp - string constants behind globals ------===//
//
// Upstream folders rebuild reshaped or resized DenseElementsAttrs through
// their numeric buffer and crash on !split.string
// (docs/upstream/dense-string-reshape.md); a constant behind memref.global +
// bufferization.to_tensor is out of their reach (see Passes.td).
//
//===----------------------------------------------------------------------===//

#include "split/Conversion/StringToLLVM/StringToLLVM.h"

#include "split/Conversion/Passes.h"

#include "split/Dialect/Split/IR/SplitDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITSTRINGCONSTANTSTOMEMREF
#include "split/Conversion/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

namespace {

struct SplitStringConstantsToMemRefPass
    : split::impl::SplitStringConstantsToMemRefBase<
          SplitStringConstantsToMemRefPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<arith::ConstantOp> constants;
    module.walk([&](arith::ConstantOp constant) {
      auto type = llvm::dyn_cast<RankedTensorType>(constant.getType());
      if (type && llvm::isa<StringType>(type.getElementType()))
        constants.push_back(constant);
    });
    if (constants.empty())
      return;

    SymbolTable symbols(module);
    OpBuilder moduleBuilder = OpBuilder::atBlockBegin(module.getBody());
    for (arith::ConstantOp constant : constants) {
      auto type = llvm::cast<RankedTensorType>(constant.getType());
      auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
      Location loc = constant.getLoc();
      auto global = memref::GlobalOp::create(
          moduleBuilder, loc, "__split_string_constant",
          moduleBuilder.getStringAttr("private"), memrefType,
          constant.getValue(), /*constant=*/true, /*alignment=*/nullptr);
      symbols.insert(global); // renames to a unique name

      OpBuilder b(constant);
      Value buffer =
          memref::GetGlobalOp::create(b, loc, memrefType, global.getSymName());
      auto tensor = bufferization::ToTensorOp::create(b, loc, type, buffer,
                                                      /*restrict=*/true,
                                                      /*writable=*/false);
      constant.replaceAllUsesWith(tensor.getResult());
      constant.erase();
    }
  }
};

} // namespace
