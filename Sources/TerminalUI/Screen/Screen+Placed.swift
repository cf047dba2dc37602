extension Screen {
    /// This screen in the top left corner of a larger blank one (`width` × `height`), as a
    /// program this size shows on a larger terminal; cut at the edges when it is larger.
    public func placed(on width: Int, _ height: Int) -> Screen {
        var out = Screen(width: width, height: height)
        for y in 0..<min(height, self.height) {
            for x in 0..<min(width, self.width) { out[x, y] = self[x, y] }
        }
        return out
    }
}
