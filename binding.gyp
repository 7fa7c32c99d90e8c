{
  "targets": [
    {
      "target_name": "veil_scanner",
      "sources": [
        "native/scanner.cc",
        "<!@(node native/re2-sources.mjs)"
      ],
      "include_dirs": [
        "native",
        "node_modules/re2/vendor/re2",
        "node_modules/re2/vendor/abseil-cpp"
      ],
      "defines": ["NDEBUG", "NOMINMAX", "NAPI_VERSION=8"],
      "cflags_cc": ["-std=c++2a", "-O3", "-Wno-sign-compare", "-Wno-unused-parameter", "-Wno-missing-field-initializers", "-Wno-cast-function-type"],
      "cflags_cc!": ["-fno-exceptions", "-std=gnu++17", "-std=gnu++14"],
      "cflags!": ["-fno-exceptions"],
      "conditions": [
        ["OS==\"linux\"", { "cflags": ["-pthread"], "ldflags": ["-pthread"] }],
        ["OS==\"mac\"", {
          "xcode_settings": {
            "MACOSX_DEPLOYMENT_TARGET": "10.15",
            "CLANG_CXX_LANGUAGE_STANDARD": "c++2a",
            "CLANG_CXX_LIBRARY": "libc++",
            "OTHER_CFLAGS": ["-O3"]
          }
        }],
        ["OS==\"win\"", { "sources": ["<!@(node native/re2-sources.mjs win)"] }]
      ]
    }
  ]
}
