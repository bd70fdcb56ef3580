print("parlor: under construction")
