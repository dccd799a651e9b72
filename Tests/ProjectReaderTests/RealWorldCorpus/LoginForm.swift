import SwiftUI

struct LoginView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var remember = true
    @FocusState private var focused: Field?

    enum Field: Hashable {
        case email, password
    }

    private var canSubmit: Bool {
        email.contains("@") && password.count >= 8
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Sign in")
                .font(.largeTitle.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .focused($focused, equals: .email)
                .padding(12)
                .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))
            SecureField("Password", text: $password)
                .focused($focused, equals: .password)
                .padding(12)
                .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))
            Toggle("Remember me", isOn: $remember)
            Button {
                focused = nil
            } label: {
                Text("Continue")
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
            }
            .background(canSubmit ? Color.blue : Color.gray)
            .foregroundStyle(.white)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .disabled(!canSubmit)
            Spacer()
        }
        .padding(24)
        .onAppear { focused = .email }
    }
}

#Preview {
    LoginView()
}
