//===- StringToLLVM.cpp - !split.string at run time -----------------------===//
//
// A string element is a {pointer, length} pair (docs/Strings.md): memrefs of
// strings hold pairs, so bufferization, slicing, copying and function calls
// move 16 bytes per element whatever the string's length, and the bytes
// themselves are never copied. Constants become read-only LLVM globals.
//
//===----------------------------------------------------------------------===//

#include "split/Conversion/StringToLLVM/StringToLLVM.h"

#include "split/Conversion/Passes.h"

#include "split/Dialect/Split/IR/SplitDialect.h"

#include "mlir/Analysis/DataLayoutAnalysis.h"
#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITSTRINGCONSTANTSTOLLVM
#include "split/Conversion/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

LLVM::LLVMStructType mlir::split::getStringElementLLVMType(MLIRContext *ctx) {
  return LLVM::LLVMStructType::getLiteral(
      ctx, {LLVM::LLVMPointerType::get(ctx), IntegerType::get(ctx, 64)});
}

void mlir::split::populateSplitStringTypeConversion(
    LLVMTypeConverter &converter) {
  converter.addConversion([](StringType type) -> Type {
    return getStringElementLLVMType(type.getContext());
  });
}

namespace {

bool isStringMemRef(Type type) {
  auto memref = llvm::dyn_cast<MemRefType>(type);
  return memref && llvm::isa<StringType>(memref.getElementType());
}

struct SplitStringConstantsToLLVMPass
    : split::impl::SplitStringConstantsToLLVMBase<
          SplitStringConstantsToLLVMPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    SmallVector<memref::GlobalOp> globals;
    for (auto global : module.getOps<memref::GlobalOp>())
      if (isStringMemRef(global.getType()))
        globals.push_back(global);
    if (globals.empty())
      return;

    SymbolTable symbols(module);
    // One byte array per distinct string in the module.
    llvm::StringMap<LLVM::GlobalOp> bytesFor;
    auto getBytes = [&](OpBuilder &b, Location loc,
                        StringRef text) -> LLVM::GlobalOp {
      LLVM::GlobalOp &bytes = bytesFor[text];
      if (bytes)
        return bytes;
      // A NUL after the last byte costs one byte and makes constants safe to
      // hand to C code that expects it; the length stays authoritative.
      std::string data = (text + Twine('\0')).str();
      auto type =
          LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), data.size());
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(module.getBody());
      bytes = LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/true,
                                     LLVM::Linkage::Private, "__split_string",
                                     b.getStringAttr(data), /*alignment=*/1);
      bytes.setUnnamedAddr(LLVM::UnnamedAddr::Global);
      symbols.insert(bytes); // renames to a unique name
      return bytes;
    };

    LLVMTypeConverter converter(ctx, &getAnalysis<DataLayoutAnalysis>());
    populateSplitStringTypeConversion(converter);
    Type element = getStringElementLLVMType(ctx);
    Type i64 = IntegerType::get(ctx, 64);
    Type ptr = LLVM::LLVMPointerType::get(ctx);

    llvm::DenseMap<StringAttr, MemRefType> tables;
    for (memref::GlobalOp global : globals) {
      OpBuilder b(global);
      Location loc = global.getLoc();
      MemRefType type = global.getType();
      if (!type.getLayout().isIdentity()) {
        global.emitOpError("a !split.string global needs the identity layout");
        return signalPassFailure();
      }
      int64_t count = type.getNumElements();
      auto tableType = LLVM::LLVMArrayType::get(element, count);
      LLVM::Linkage linkage =
          global.isPublic() ? LLVM::Linkage::External : LLVM::Linkage::Private;
      auto table = LLVM::GlobalOp::create(
          b, loc, tableType, global.getConstant(), linkage, global.getSymName(),
          Attribute(), global.getAlignment().value_or(0));
      tables[global.getSymNameAttr()] = type;
      if (!global.isExternal()) {
        Block *init = b.createBlock(&table.getInitializerRegion());
        b.setInsertionPointToStart(init);
        Value result;
        if (global.isUninitialized()) {
          // Null pointers and zero lengths: empty strings.
          result = LLVM::ZeroOp::create(b, loc, tableType);
        } else {
          // #split.strings, or the dense form users may still write.
          auto elements =
              llvm::dyn_cast<ElementsAttr>(*global.getInitialValue());
          auto strings =
              elements ? elements.tryGetValues<StringRef>() : std::nullopt;
          if (!strings) {
            global.emitOpError("has a !split.string initial value that is not "
                               "a constant of strings");
            return signalPassFailure();
          }
          result = LLVM::PoisonOp::create(b, loc, tableType);
          // Equal strings share one {ptr, len} value in the initializer.
          llvm::StringMap<Value> elementFor;
          int64_t index = 0;
          for (StringRef text : *strings) {
            Value &pair = elementFor[text];
            if (!pair) {
              LLVM::GlobalOp bytes = getBytes(b, loc, text);
              Value address = LLVM::AddressOfOp::create(b, loc, bytes);
              Value length = LLVM::ConstantOp::create(
                  b, loc, i64, b.getI64IntegerAttr(text.size()));
              pair = LLVM::PoisonOp::create(b, loc, element);
              pair = LLVM::InsertValueOp::create(b, loc, pair, address,
                                                 ArrayRef<int64_t>{0});
              pair = LLVM::InsertValueOp::create(b, loc, pair, length,
                                                 ArrayRef<int64_t>{1});
            }
            result = LLVM::InsertValueOp::create(b, loc, result, pair,
                                                 ArrayRef<int64_t>{index++});
          }
        }
        LLVM::ReturnOp::create(b, loc, result);
      }
      global.erase();
    }

    // memref.get_global would no longer find a memref.global: give its users
    // a descriptor on the table instead, as memref.get_global's own lowering
    // would (identity layout, static shape).
    SmallVector<memref::GetGlobalOp> uses;
    module.walk([&](memref::GetGlobalOp get) {
      if (tables.count(get.getNameAttr().getAttr()))
        uses.push_back(get);
    });
    for (memref::GetGlobalOp get : uses) {
      OpBuilder b(get);
      Location loc = get.getLoc();
      Value address = LLVM::AddressOfOp::create(b, loc, ptr, get.getName());
      Value descriptor = MemRefDescriptor::fromStaticShape(
          b, loc, converter, get.getType(), address);
      auto cast =
          UnrealizedConversionCastOp::create(b, loc, get.getType(), descriptor);
      get.replaceAllUsesWith(cast.getResult(0));
      get.erase();
    }
  }
};

} // namespace
