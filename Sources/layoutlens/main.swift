print("layoutlens: not yet implemented")
