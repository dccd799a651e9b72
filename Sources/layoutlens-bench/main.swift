print("layoutlens-bench: not yet implemented")
