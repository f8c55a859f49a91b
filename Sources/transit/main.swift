print("transit: coming up")
